import XCTest

@testable import BridgeLint

/// Hand-written snippets covering Swift's lexical grammar. Each expectation is the output of
/// `swift-tokens-oracle --lexical-keywords` (Apple's swift-syntax parser) for the snippet's
/// exact bytes, pasted verbatim; `TokenDump.render` must reproduce it byte for byte.
/// (The tests never run the oracle: regenerate expectations by writing a snippet to
/// `<name>.swift` and running the oracle on it from that directory.)
enum TokenizerSnippets {
  struct Snippet {
    let name: String
    let source: [UInt8]
    let expected: String
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func named(_ name: String) -> Snippet {
    guard let snippet = all.first(where: { $0.name == name }) else { fatalError("no snippet \(name)") }
    return snippet
  }

  static let all: [Snippet] = [
    Snippet(
      name: "nestedBlockComments",
      source: bytes(
        #"""
        /* outer /* inner /* deepest */ */ still outer */ let a = 1
        x /**/ y /*/ slash-star-slash */ z
        /* ** / * */ w /* "not a string" */ v

        """#),
      expected: """
        FILE nestedBlockComments.swift
        50 53 keyword
        54 55 ident
        56 57 punct
        58 59 number
        60 61 ident
        67 68 ident
        93 94 ident
        108 109 ident
        131 132 ident
        EOF 133
        """),
    Snippet(
      name: "docComments",
      source: bytes(
        #"""
        /// Summary line.
        //// four slashes
        /** Block doc
         * - Parameter x: value */
        /**/ func f() {} // trailing
        //: playground markup
        let y = 2 ///< after

        """#),
      expected: """
        FILE docComments.swift
        82 86 keyword
        87 88 ident
        88 89 punct
        89 90 punct
        91 92 punct
        92 93 punct
        128 131 keyword
        132 133 ident
        134 135 punct
        136 137 number
        EOF 149
        """),
    Snippet(
      name: "singleLineStrings",
      source: bytes(
        #"""
        let s = "a \"q\" \\ \n \t \0 \u{1F600} é"
        let e = ""; let t = "'"; let u = "//not comment /* nope */"

        """#),
      expected: """
        FILE singleLineStrings.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 42 string
        43 46 keyword
        47 48 ident
        49 50 punct
        51 53 string
        53 54 punct
        55 58 keyword
        59 60 ident
        61 62 punct
        63 66 string
        66 67 punct
        68 71 keyword
        72 73 ident
        74 75 punct
        76 102 string
        EOF 103
        """),
    Snippet(
      name: "multiLineStringWithContinuation",
      source: bytes(
        #"""
        let m = """
            Line "one" and ""two""
              indented \
            continued
            \"""
            """
        let n = """
        """.count

        """#),
      expected: """
        FILE multiLineStringWithContinuation.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 86 string
        87 90 keyword
        91 92 ident
        93 94 punct
        95 102 string
        102 103 punct
        103 108 ident
        EOF 109
        """),
    Snippet(
      name: "rawStrings",
      source: bytes(
        ###"""
        let r = #"a "quoted" \n \#(interp) tail"#
        let r2 = ##"has "# inside and \#(not) \##(yes)"##
        let r3 = #""#

        """###),
      expected: """
        FILE rawStrings.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 27 string
        27 33 ident
        33 41 string
        42 45 keyword
        46 48 ident
        49 50 punct
        51 84 string
        84 87 ident
        87 91 string
        92 95 keyword
        96 98 ident
        99 100 punct
        101 105 string
        EOF 106
        """),
    Snippet(
      name: "rawStringBackslashParenIsText",
      source: bytes(
        ###"""
        let a = #"\(notInterpolated) and \\(neither)"#
        let b = ##"\#(alsoText)"##

        """###),
      expected: """
        FILE rawStringBackslashParenIsText.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 46 string
        47 50 keyword
        51 52 ident
        53 54 punct
        55 73 string
        EOF 74
        """),
    Snippet(
      name: "rawMultiLineString",
      source: bytes(
        ###"""
        let q = ##"""
            """# not the end
            \#(x) plain \##(y + 1) end
            """##
        q.count

        """###),
      expected: """
        FILE rawMultiLineString.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 55 string
        55 56 ident
        57 58 op
        59 60 number
        60 75 string
        76 77 ident
        77 78 punct
        78 83 ident
        EOF 84
        """),
    Snippet(
      name: "nestedInterpolation",
      source: bytes(
        #"""
        let s = "outer \(items.map { "[\($0) \("x")]" }.joined(separator: ", ")) end"

        """#),
      expected: """
        FILE nestedInterpolation.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 17 string
        17 22 ident
        22 23 punct
        23 26 ident
        27 28 punct
        29 33 string
        33 35 ident
        35 39 string
        39 42 string
        42 45 string
        46 47 punct
        47 48 punct
        48 54 ident
        54 55 punct
        55 64 ident
        64 65 punct
        66 70 string
        70 71 punct
        71 77 string
        EOF 78
        """),
    Snippet(
      name: "adjacentAndEmptyInterpolations",
      source: bytes(
        #"""
        log("\(a ? "y" : "n")\(b)\(/* c */ c)\()")

        """#),
      expected: """
        FILE adjacentAndEmptyInterpolations.swift
        0 3 ident
        3 4 punct
        4 7 string
        7 8 ident
        9 10 punct
        11 14 string
        15 16 punct
        17 20 string
        20 23 string
        23 24 ident
        24 27 string
        35 36 ident
        36 39 string
        39 41 string
        41 42 punct
        EOF 43
        """),
    Snippet(
      name: "multiLineInterpolation",
      source: bytes(
        #"""
        let m = """
          total: \(values.reduce(0) { $0 + $1 })
          \(
            nested("""
              inner \(x) \\(y)
              """)
          )
          """

        """#),
      expected: """
        FILE multiLineInterpolation.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 23 string
        23 29 ident
        29 30 punct
        30 36 ident
        36 37 punct
        37 38 number
        38 39 punct
        40 41 punct
        42 44 ident
        45 46 op
        47 49 ident
        50 51 punct
        51 57 string
        62 68 ident
        68 69 punct
        69 87 string
        87 88 ident
        88 105 string
        105 106 punct
        109 116 string
        EOF 117
        """),
    Snippet(
      name: "unterminatedString",
      source: bytes(
        #"""
        let a = "open \(x) rest
        let b = 1
        let c = "also open

        """#),
      expected: """
        FILE unterminatedString.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 16 string
        16 17 ident
        17 23 string
        24 27 keyword
        28 29 ident
        30 31 punct
        32 33 number
        34 37 keyword
        38 39 ident
        40 41 punct
        42 52 string
        EOF 53
        """),
    Snippet(
      name: "unterminatedBlockComment",
      source: bytes(
        #"""
        let x = 1 /* never /* closed */
        let y = 2

        """#),
      expected: """
        FILE unterminatedBlockComment.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 9 number
        EOF 42
        """),
    Snippet(
      name: "unterminatedRawString",
      source: bytes(
        ##"""
        let r = #"abc" still raw
        let z = 2

        """##),
      expected: """
        FILE unterminatedRawString.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 24 string
        25 28 keyword
        29 30 ident
        31 32 punct
        33 34 number
        EOF 35
        """),
    Snippet(
      name: "unterminatedMultiLineString",
      source: bytes(
        #"""
        let m = """
          abc \(x)
          def

        """#),
      expected: """
        FILE unterminatedMultiLineString.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 20 string
        20 21 ident
        21 29 string
        EOF 29
        """),
    Snippet(
      name: "unterminatedRegexAtEOF",
      source: bytes(
        ##"""
        let ok = 1
        let r = #/ab(c
        """##),
      expected: """
        FILE unterminatedRegexAtEOF.swift
        0 3 keyword
        4 6 ident
        7 8 punct
        9 10 number
        11 14 keyword
        15 16 ident
        17 18 punct
        19 25 regex
        EOF 25
        """),
    Snippet(
      name: "regexVersusDivision",
      source: bytes(
        #"""
        let d = a / b / c
        let e = x/2/y
        let f = (p) / q
        g /= 2

        """#),
      expected: """
        FILE regexVersusDivision.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 9 ident
        10 11 op
        12 13 ident
        14 15 op
        16 17 ident
        18 21 keyword
        22 23 ident
        24 25 punct
        26 27 ident
        27 28 op
        28 29 number
        29 30 op
        30 31 ident
        32 35 keyword
        36 37 ident
        38 39 punct
        40 41 punct
        41 42 ident
        42 43 punct
        44 45 op
        46 47 ident
        48 49 ident
        50 52 op
        53 54 number
        EOF 55
        """),
    Snippet(
      name: "regexLiterals",
      source: bytes(
        #"""
        x = /a+/
        foo(/a b/)
        let t = try? /x/
        line.matches(of: /[0-9]+(\.[0-9]*)?/)
        let u = [/a/, /b/]

        """#),
      expected: """
        FILE regexLiterals.swift
        0 1 ident
        2 3 punct
        4 8 regex
        9 12 ident
        12 13 punct
        13 18 regex
        18 19 punct
        20 23 keyword
        24 25 ident
        26 27 punct
        28 31 keyword
        31 32 punct
        33 36 regex
        37 41 ident
        41 42 punct
        42 49 ident
        49 50 punct
        50 52 ident
        52 53 punct
        54 73 regex
        73 74 punct
        75 78 keyword
        79 80 ident
        81 82 punct
        83 84 punct
        84 87 regex
        87 88 punct
        89 92 regex
        92 93 punct
        EOF 94
        """),
    Snippet(
      name: "extendedRegexLiteral",
      source: bytes(
        ##"""
        let re = #/
          (?<key> \w+ )   # key
          \s* = \s*
          (?<value> .+ )
          /#
        let one = #/a/b/#

        """##),
      expected: """
        FILE extendedRegexLiteral.swift
        0 3 keyword
        4 6 ident
        7 8 punct
        9 69 regex
        70 73 keyword
        74 77 ident
        78 79 punct
        80 87 regex
        EOF 88
        """),
    Snippet(
      name: "backtickedIdentifiers",
      source: bytes(
        #"""
        let `class` = 1; `foo bar`(); x.`default`; `self`.y
        let lone = `

        """#),
      expected: """
        FILE backtickedIdentifiers.swift
        0 3 keyword
        4 11 ident
        12 13 punct
        14 15 number
        15 16 punct
        17 26 ident
        26 27 punct
        27 28 punct
        28 29 punct
        30 31 ident
        31 32 punct
        32 41 ident
        41 42 punct
        43 49 ident
        49 50 punct
        50 51 ident
        52 55 keyword
        56 60 ident
        61 62 punct
        63 64 punct
        EOF 65
        """),
    Snippet(
      name: "dollarIdentifiers",
      source: bytes(
        #"""
        xs.map { $0 + $1.count }
        _ = $binding.wrapped
        let $ = 2; print($)

        """#),
      expected: """
        FILE dollarIdentifiers.swift
        0 2 ident
        2 3 punct
        3 6 ident
        7 8 punct
        9 11 ident
        12 13 op
        14 16 ident
        16 17 punct
        17 22 ident
        23 24 punct
        25 26 keyword
        27 28 punct
        29 37 ident
        37 38 punct
        38 45 ident
        46 49 keyword
        50 51 ident
        52 53 punct
        54 55 number
        55 56 punct
        57 62 ident
        62 63 punct
        63 64 ident
        64 65 punct
        EOF 66
        """),
    Snippet(
      name: "editorPlaceholders",
      source: bytes(
        ###"""
        foo(<#code#>, <#T##Int#>)
        <#statement#>

        """###),
      expected: """
        FILE editorPlaceholders.swift
        0 3 ident
        3 4 punct
        4 12 ident
        12 13 punct
        14 24 ident
        24 25 punct
        26 39 ident
        EOF 40
        """),
    Snippet(
      name: "numbers",
      source: bytes(
        #"""
        let n = [1_000, 0x1p-3, 0b1010, 0o17, 1.5e-3, 0xFF_FF, 0x1.8p1, 1E10, 007, -42, 3.0]

        """#),
      expected: """
        FILE numbers.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 9 punct
        9 14 number
        14 15 punct
        16 22 number
        22 23 punct
        24 30 number
        30 31 punct
        32 36 number
        36 37 punct
        38 44 number
        44 45 punct
        46 53 number
        53 54 punct
        55 62 number
        62 63 punct
        64 68 number
        68 69 punct
        70 73 number
        73 74 punct
        75 76 op
        76 78 number
        78 79 punct
        80 83 number
        83 84 punct
        EOF 85
        """),
    Snippet(
      name: "numberMemberAccess",
      source: bytes(
        #"""
        let a = 1.foo; let b = t.0.1; let c = x.1.2.3; let d = 1..<2; let e = 1...3

        """#),
      expected: """
        FILE numberMemberAccess.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 9 number
        9 10 punct
        10 13 ident
        13 14 punct
        15 18 keyword
        19 20 ident
        21 22 punct
        23 24 ident
        24 25 punct
        25 26 number
        26 27 punct
        27 28 number
        28 29 punct
        30 33 keyword
        34 35 ident
        36 37 punct
        38 39 ident
        39 40 punct
        40 41 number
        41 42 punct
        42 43 number
        43 44 punct
        44 45 number
        45 46 punct
        47 50 keyword
        51 52 ident
        53 54 punct
        55 56 number
        56 59 op
        59 60 number
        60 61 punct
        62 65 keyword
        66 67 ident
        68 69 punct
        70 71 number
        71 74 op
        74 75 number
        EOF 76
        """),
    Snippet(
      name: "malformedNumbers",
      source: bytes(
        #"""
        let a = 0xZ; let b = 1e; let c = 0b102; let d = 0o8; let e = 1_; let f = 0x
        let g = 1.e3; let h = 0x1.0; let i = 12abc

        """#),
      expected: """
        FILE malformedNumbers.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 11 number
        11 12 punct
        13 16 keyword
        17 18 ident
        19 20 punct
        21 23 number
        23 24 punct
        25 28 keyword
        29 30 ident
        31 32 punct
        33 38 number
        38 39 punct
        40 43 keyword
        44 45 ident
        46 47 punct
        48 51 number
        51 52 punct
        53 56 keyword
        57 58 ident
        59 60 punct
        61 63 number
        63 64 punct
        65 68 keyword
        69 70 ident
        71 72 punct
        73 75 number
        76 79 keyword
        80 81 ident
        82 83 punct
        84 85 number
        85 86 punct
        86 88 ident
        88 89 punct
        90 93 keyword
        94 95 ident
        96 97 punct
        98 101 number
        101 102 punct
        102 103 number
        103 104 punct
        105 108 keyword
        109 110 ident
        111 112 punct
        113 118 number
        EOF 119
        """),
    Snippet(
      name: "operators",
      source: bytes(
        #"""
        r = a + b - c * d / e % f
        r = a == b != c && !d || e
        r = a !== b === c
        r = ~mask << 2 >> 1 &+ x &* y
        r = lo..<hi; r = lo...hi; r = ...5
        r = x ? y : z; r = a ?? b

        """#),
      expected: """
        FILE operators.swift
        0 1 ident
        2 3 punct
        4 5 ident
        6 7 op
        8 9 ident
        10 11 op
        12 13 ident
        14 15 op
        16 17 ident
        18 19 op
        20 21 ident
        22 23 op
        24 25 ident
        26 27 ident
        28 29 punct
        30 31 ident
        32 34 op
        35 36 ident
        37 39 op
        40 41 ident
        42 44 op
        45 46 op
        46 47 ident
        48 50 op
        51 52 ident
        53 54 ident
        55 56 punct
        57 58 ident
        59 62 op
        63 64 ident
        65 68 op
        69 70 ident
        71 72 ident
        73 74 punct
        75 76 op
        76 80 ident
        81 83 op
        84 85 number
        86 88 op
        89 90 number
        91 93 op
        94 95 ident
        96 98 op
        99 100 ident
        101 102 ident
        103 104 punct
        105 107 ident
        107 110 op
        110 112 ident
        112 113 punct
        114 115 ident
        116 117 punct
        118 120 ident
        120 123 op
        123 125 ident
        125 126 punct
        127 128 ident
        129 130 punct
        131 134 op
        134 135 number
        136 137 ident
        138 139 punct
        140 141 ident
        142 143 punct
        144 145 ident
        146 147 punct
        148 149 ident
        149 150 punct
        151 152 ident
        153 154 punct
        155 156 ident
        157 159 op
        160 161 ident
        EOF 162
        """),
    Snippet(
      name: "customOperators",
      source: bytes(
        #"""
        infix operator <~> : AdditionPrecedence
        prefix operator √
        let v = a <~> b
        let r = √x + √(y)
        let c = f ∘ g
        let d = a.+.b

        """#),
      expected: """
        FILE customOperators.swift
        0 5 ident
        6 14 keyword
        15 18 op
        19 20 punct
        21 39 ident
        40 46 ident
        47 55 keyword
        56 59 op
        60 63 keyword
        64 65 ident
        66 67 punct
        68 69 ident
        70 73 op
        74 75 ident
        76 79 keyword
        80 81 ident
        82 83 punct
        84 87 op
        87 88 ident
        89 90 op
        91 94 op
        94 95 punct
        95 96 ident
        96 97 punct
        98 101 keyword
        102 103 ident
        104 105 punct
        106 107 ident
        108 111 op
        112 113 ident
        114 117 keyword
        118 119 ident
        120 121 punct
        122 123 ident
        123 126 op
        126 127 ident
        EOF 128
        """),
    Snippet(
      name: "optionalChainingAndBang",
      source: bytes(
        #"""
        x?.y!.z; a!==b; x??y; a?[0]?.b; (x)!
        try! f(); try? g(); v as! T; w as? U
        let o: Int? = nil; let p: Int! = 1

        """#),
      expected: """
        FILE optionalChainingAndBang.swift
        0 1 ident
        1 2 punct
        2 3 punct
        3 4 ident
        4 5 punct
        5 6 punct
        6 7 ident
        7 8 punct
        9 10 ident
        10 11 punct
        11 13 op
        13 14 ident
        14 15 punct
        16 17 ident
        17 18 punct
        18 19 punct
        19 20 ident
        20 21 punct
        22 23 ident
        23 24 punct
        24 25 punct
        25 26 number
        26 27 punct
        27 28 punct
        28 29 punct
        29 30 ident
        30 31 punct
        32 33 punct
        33 34 ident
        34 35 punct
        35 36 punct
        37 40 keyword
        40 41 punct
        42 43 ident
        43 44 punct
        44 45 punct
        45 46 punct
        47 50 keyword
        50 51 punct
        52 53 ident
        53 54 punct
        54 55 punct
        55 56 punct
        57 58 ident
        59 61 keyword
        61 62 punct
        63 64 ident
        64 65 punct
        66 67 ident
        68 70 keyword
        70 71 punct
        72 73 ident
        74 77 keyword
        78 79 ident
        79 80 punct
        81 84 ident
        84 85 punct
        86 87 punct
        88 91 keyword
        91 92 punct
        93 96 keyword
        97 98 ident
        98 99 punct
        100 103 ident
        103 104 punct
        105 106 punct
        107 108 number
        EOF 109
        """),
    Snippet(
      name: "arrowsRangesAmpersand",
      source: bytes(
        #"""
        func f(_ x: inout Int) -> Int { x }
        f(&v); g(a, &b); let r = a & b; let s = a&b; let t = x &- 1
        let fn: (Int) -> () -> Void = { _ in {} }

        """#),
      expected: """
        FILE arrowsRangesAmpersand.swift
        0 4 keyword
        5 6 ident
        6 7 punct
        7 8 keyword
        9 10 ident
        10 11 punct
        12 17 keyword
        18 21 ident
        21 22 punct
        23 25 punct
        26 29 ident
        30 31 punct
        32 33 ident
        34 35 punct
        36 37 ident
        37 38 punct
        38 39 punct
        39 40 ident
        40 41 punct
        41 42 punct
        43 44 ident
        44 45 punct
        45 46 ident
        46 47 punct
        48 49 punct
        49 50 ident
        50 51 punct
        51 52 punct
        53 56 keyword
        57 58 ident
        59 60 punct
        61 62 ident
        63 64 op
        65 66 ident
        66 67 punct
        68 71 keyword
        72 73 ident
        74 75 punct
        76 77 ident
        77 78 op
        78 79 ident
        79 80 punct
        81 84 keyword
        85 86 ident
        87 88 punct
        89 90 ident
        91 93 op
        94 95 number
        96 99 keyword
        100 102 ident
        102 103 punct
        104 105 punct
        105 108 ident
        108 109 punct
        110 112 punct
        113 114 punct
        114 115 punct
        116 118 punct
        119 123 ident
        124 125 punct
        126 127 punct
        128 129 keyword
        130 132 keyword
        133 134 punct
        134 135 punct
        136 137 punct
        EOF 138
        """),
    Snippet(
      name: "genericAngleBrackets",
      source: bytes(
        #"""
        let a: Array<Array<Int>> = []
        let b: Dictionary<String, [Int]>? = nil
        func ==<T>(l: T, r: T) -> Bool { true }
        let c = X<Y<Z>>()
        z >>= 1; if p<q, r>s {}

        """#),
      expected: """
        FILE genericAngleBrackets.swift
        0 3 keyword
        4 5 ident
        5 6 punct
        7 12 ident
        12 13 op
        13 18 ident
        18 19 op
        19 22 ident
        22 24 op
        25 26 punct
        27 28 punct
        28 29 punct
        30 33 keyword
        34 35 ident
        35 36 punct
        37 47 ident
        47 48 op
        48 54 ident
        54 55 punct
        56 57 punct
        57 60 ident
        60 61 punct
        61 63 op
        64 65 punct
        66 69 keyword
        70 74 keyword
        75 78 op
        78 79 ident
        79 80 op
        80 81 punct
        81 82 ident
        82 83 punct
        84 85 ident
        85 86 punct
        87 88 ident
        88 89 punct
        90 91 ident
        91 92 punct
        93 95 punct
        96 100 ident
        101 102 punct
        103 107 keyword
        108 109 punct
        110 113 keyword
        114 115 ident
        116 117 punct
        118 119 ident
        119 120 op
        120 121 ident
        121 122 op
        122 123 ident
        123 125 op
        125 126 punct
        126 127 punct
        128 129 ident
        130 133 op
        134 135 number
        135 136 punct
        137 139 keyword
        140 141 ident
        141 142 op
        142 143 ident
        143 144 punct
        145 146 ident
        146 147 op
        147 148 ident
        149 150 punct
        150 151 punct
        EOF 152
        """),
    Snippet(
      name: "poundIfBranches",
      source: bytes(
        ##"""
        #if os(iOS) && !targetEnvironment(macCatalyst)
        import UIKit
        #elseif canImport(AppKit) || swift(>=5.9)
        import AppKit
        #else
        this is "not valid" Swift ' 1x
        #endif

        """##),
      expected: """
        FILE poundIfBranches.swift
        0 3 pound
        4 6 ident
        6 7 punct
        7 10 ident
        10 11 punct
        12 14 op
        15 16 op
        16 33 ident
        33 34 punct
        34 45 ident
        45 46 punct
        47 53 keyword
        54 59 ident
        60 67 pound
        68 77 ident
        77 78 punct
        78 84 ident
        84 85 punct
        86 88 op
        89 94 ident
        94 95 punct
        95 97 op
        97 100 number
        100 101 punct
        102 108 keyword
        109 115 ident
        116 121 pound
        122 126 ident
        127 129 keyword
        130 141 string
        142 147 ident
        148 152 string
        153 159 pound
        EOF 160
        """),
    Snippet(
      name: "poundKeywords",
      source: bytes(
        ##"""
        let s = #selector(tap(_:))
        let k = #keyPath(A.b)
        print(#file, #line, #column, #function)
        #warning("check")
        if #available(iOS 15, *) {} else if #unavailable(macOS 13) {}
        #sourceLocation(file: "a.swift", line: 1)
        #sourceLocation()
        # bare; #if1

        """##),
      expected: """
        FILE poundKeywords.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 17 pound
        17 18 punct
        18 21 ident
        21 22 punct
        22 23 keyword
        23 24 punct
        24 25 punct
        25 26 punct
        27 30 keyword
        31 32 ident
        33 34 punct
        35 43 pound
        43 44 punct
        44 45 ident
        45 46 punct
        46 47 ident
        47 48 punct
        49 54 ident
        54 55 punct
        55 60 pound
        60 61 punct
        62 67 pound
        67 68 punct
        69 76 pound
        76 77 punct
        78 87 pound
        87 88 punct
        89 97 pound
        97 98 punct
        98 105 string
        105 106 punct
        107 109 keyword
        110 120 pound
        120 121 punct
        121 124 ident
        125 127 number
        127 128 punct
        129 130 op
        130 131 punct
        132 133 punct
        133 134 punct
        135 139 keyword
        140 142 keyword
        143 155 pound
        155 156 punct
        156 161 ident
        162 164 number
        164 165 punct
        166 167 punct
        167 168 punct
        169 184 pound
        184 185 punct
        185 189 ident
        189 190 punct
        191 200 string
        200 201 punct
        202 206 ident
        206 207 punct
        208 209 number
        209 210 punct
        211 226 pound
        226 227 punct
        227 228 punct
        229 230 punct
        231 235 ident
        235 236 punct
        237 240 pound
        240 241 number
        EOF 242
        """),
    Snippet(
      name: "macrosAndAttributes",
      source: bytes(
        ##"""
        #Preview { ContentView() }
        @MainActor final class VM: ObservableObject { @Published var x = 0 }
        @available(iOS 13.0, macOS 10.15.4, *)
        @objc(doThing::) func f() {}
        @freestanding(expression) macro m() = #externalMacro(module: "M", type: "T")
        @ MainActor func g() {}

        """##),
      expected: """
        FILE macrosAndAttributes.swift
        0 8 pound
        9 10 punct
        11 22 ident
        22 23 punct
        23 24 punct
        25 26 punct
        27 28 punct
        28 37 ident
        38 43 ident
        44 49 keyword
        50 52 ident
        52 53 punct
        54 70 ident
        71 72 punct
        73 74 punct
        74 83 ident
        84 87 keyword
        88 89 ident
        90 91 punct
        92 93 number
        94 95 punct
        96 97 punct
        97 106 ident
        106 107 punct
        107 110 ident
        111 115 number
        115 116 punct
        117 122 ident
        123 128 number
        128 129 punct
        129 130 number
        130 131 punct
        132 133 op
        133 134 punct
        135 136 punct
        136 140 ident
        140 141 punct
        141 148 ident
        148 150 punct
        150 151 punct
        152 156 keyword
        157 158 ident
        158 159 punct
        159 160 punct
        161 162 punct
        162 163 punct
        164 165 punct
        165 177 ident
        177 178 punct
        178 188 ident
        188 189 punct
        190 195 ident
        196 197 ident
        197 198 punct
        198 199 punct
        200 201 punct
        202 216 pound
        216 217 punct
        217 223 ident
        223 224 punct
        225 228 string
        228 229 punct
        230 234 ident
        234 235 punct
        236 239 string
        239 240 punct
        241 242 punct
        243 252 ident
        253 257 keyword
        258 259 ident
        259 260 punct
        260 261 punct
        262 263 punct
        263 264 punct
        EOF 265
        """),
    Snippet(
      name: "keyPaths",
      source: bytes(
        #"""
        let kp = \Person.name.count
        xs.map(\.a.b); ys.map(\.self); \[Int].count
        let o = \.a?.b!; let p = \A.?.b

        """#),
      expected: """
        FILE keyPaths.swift
        0 3 keyword
        4 6 ident
        7 8 punct
        9 10 punct
        10 16 ident
        16 17 punct
        17 21 ident
        21 22 punct
        22 27 ident
        28 30 ident
        30 31 punct
        31 34 ident
        34 35 punct
        35 36 punct
        36 37 punct
        37 38 ident
        38 39 punct
        39 40 ident
        40 41 punct
        41 42 punct
        43 45 ident
        45 46 punct
        46 49 ident
        49 50 punct
        50 51 punct
        51 52 punct
        52 56 keyword
        56 57 punct
        57 58 punct
        59 60 punct
        60 61 punct
        61 64 ident
        64 65 punct
        65 66 punct
        66 71 ident
        72 75 keyword
        76 77 ident
        78 79 punct
        80 81 punct
        81 82 punct
        82 83 ident
        83 84 punct
        84 85 punct
        85 86 ident
        86 87 punct
        87 88 punct
        89 92 keyword
        93 94 ident
        95 96 punct
        97 98 punct
        98 99 ident
        99 102 op
        102 103 ident
        EOF 104
        """),
    Snippet(
      name: "shebang",
      source: bytes(
        ##"""
        #!/usr/bin/env swift -O
        print("hi") // #! not a shebang here

        """##),
      expected: """
        FILE shebang.swift
        0 23 other
        24 29 ident
        29 30 punct
        30 34 string
        34 35 punct
        EOF 61
        """),
    Snippet(
      name: "byteOrderMark",
      source: bytes(
        "\u{FEFF}import Foundation\n"
          + "let a = 1\n"),
      expected: """
        FILE byteOrderMark.swift
        3 9 keyword
        10 20 ident
        21 24 keyword
        25 26 ident
        27 28 punct
        29 30 number
        EOF 31
        """),
    Snippet(
      name: "crlfAndLoneCR",
      source: bytes(
        "let a = 1\r\n"
          + "// comment\r\n"
          + "let b = \"\"\"\r\n"
          + "  x\r\n"
          + "  \"\"\"\r\n"
          + "let c = 2\rlet d = 3\rlet e = \"open\rlet f = 4\r\n"),
      expected: """
        FILE crlfAndLoneCR.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 9 number
        23 26 keyword
        27 28 ident
        29 30 punct
        31 46 string
        48 51 keyword
        52 53 ident
        54 55 punct
        56 57 number
        58 61 keyword
        62 63 ident
        64 65 punct
        66 67 number
        68 71 keyword
        72 73 ident
        74 75 punct
        76 81 string
        82 85 keyword
        86 87 ident
        88 89 punct
        90 91 number
        EOF 93
        """),
    Snippet(
      name: "nulBytes",
      source: bytes(
        "let a\0= 1\0\n"
          + "let b = \"x\0y\"\n"
          + "/* \0 */ c\0d\n"),
      expected: """
        FILE nulBytes.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 9 number
        11 14 keyword
        15 16 ident
        17 18 punct
        19 24 string
        33 34 ident
        35 36 ident
        EOF 37
        """),
    Snippet(
      name: "invalidUTF8",
      source:
        bytes("let a")
        + [0xFF]
        + bytes("b = 1\nlet s = \"")
        + [0xC3]
        + bytes("(\"\n// ")
        + [0xFE, 0xFF]
        + bytes("\n")
        + [0xF0, 0x9F, 0x98]
        + bytes(" x ")
        + [0xE2, 0x82]
        + bytes("\n")
        + [0xC0, 0xAF]
        + bytes(" y ")
        + [0xED, 0xA0, 0x80]
        + bytes(" z\n"),
      expected: """
        FILE invalidUTF8.swift
        0 3 keyword
        4 5 ident
        6 7 ident
        8 9 punct
        10 11 number
        12 15 keyword
        16 17 ident
        18 19 punct
        20 24 string
        35 36 ident
        43 44 ident
        49 50 ident
        EOF 51
        """),
    Snippet(
      name: "nbspAndOddWhitespace",
      source: bytes(
        "let\u{A0}a = 1\u{C}\u{B}b\n"
          + "c\u{2028}d\u{200B}e\n"
          + "f\u{1}g\n"),
      expected: """
        FILE nbspAndOddWhitespace.swift
        0 3 keyword
        5 6 ident
        7 8 punct
        9 10 number
        12 13 ident
        14 15 ident
        18 23 ident
        24 25 ident
        26 27 ident
        EOF 28
        """),
    Snippet(
      name: "curlyQuotes",
      source: bytes(
        #"""
        let s = “hello”
        let t = “open
        let u = ”stray
        let v = “a\(b)”
        let w = “mixed"

        """#),
      expected: """
        FILE curlyQuotes.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 19 ident
        20 23 keyword
        24 25 ident
        26 27 punct
        28 31 ident
        31 35 ident
        36 39 keyword
        40 41 ident
        42 43 punct
        44 47 other
        47 52 ident
        53 56 keyword
        57 58 ident
        59 60 punct
        61 64 ident
        64 65 ident
        65 66 punct
        66 67 punct
        67 68 ident
        68 69 punct
        69 72 other
        73 76 keyword
        77 78 ident
        79 80 punct
        81 90 ident
        EOF 91
        """),
    Snippet(
      name: "conflictMarkers",
      source: bytes(
        #"""
        let a = 1
        <<<<<<< HEAD
        let b = "ours
        =======
        let b = "theirs"
        >>>>>>> feature
        let c = 3
        <<<<<<< no end
        x << y

        """#),
      expected: """
        FILE conflictMarkers.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 9 number
        78 81 keyword
        82 83 ident
        84 85 punct
        86 87 number
        88 95 op
        96 98 ident
        99 102 ident
        103 104 ident
        105 107 op
        108 109 ident
        EOF 110
        """),
    Snippet(
      name: "strayCommentEnd",
      source: bytes(
        #"""
        let x = 1 */ y
        */
        a */b

        """#),
      expected: """
        FILE strayCommentEnd.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 9 number
        10 12 other
        13 14 ident
        15 17 other
        18 19 ident
        20 22 other
        22 23 ident
        EOF 24
        """),
    Snippet(
      name: "unicodeIdentifiers",
      source: bytes(
        "let ñandú = 1; let Δx = 2; let 変数 = 3\n"
          + "let e\u{301} = 4; \u{301}x = 5; let 😀 = 6\n"),
      expected: """
        FILE unicodeIdentifiers.swift
        0 3 keyword
        4 11 ident
        12 13 punct
        14 15 number
        15 16 punct
        17 20 keyword
        21 24 ident
        25 26 punct
        27 28 number
        28 29 punct
        30 33 keyword
        34 40 ident
        41 42 punct
        43 44 number
        45 48 keyword
        49 52 ident
        53 54 punct
        55 56 number
        56 57 punct
        58 61 ident
        62 63 punct
        64 65 number
        65 66 punct
        67 70 keyword
        71 75 ident
        76 77 punct
        78 79 number
        EOF 80
        """),
    Snippet(
      name: "lexicalKeywords",
      source: bytes(
        #"""
        public final class C: Any { open var x: some P; override func f() async throws -> Self {
          await g(); for case let y? in ys where y > 0 { continue }; return self }
          get set willSet didSet _ = Self.self
        }

        """#),
      expected: """
        FILE lexicalKeywords.swift
        0 6 keyword
        7 12 ident
        13 18 keyword
        19 20 ident
        20 21 punct
        22 25 keyword
        26 27 punct
        28 32 ident
        33 36 keyword
        37 38 ident
        38 39 punct
        40 44 ident
        45 46 ident
        46 47 punct
        48 56 ident
        57 61 keyword
        62 63 ident
        63 64 punct
        64 65 punct
        66 71 ident
        72 78 keyword
        79 81 punct
        82 86 keyword
        87 88 punct
        91 96 ident
        97 98 ident
        98 99 punct
        99 100 punct
        100 101 punct
        102 105 keyword
        106 110 keyword
        111 114 keyword
        115 116 ident
        116 117 punct
        118 120 keyword
        121 123 ident
        124 129 keyword
        130 131 ident
        132 133 op
        134 135 number
        136 137 punct
        138 146 keyword
        147 148 punct
        148 149 punct
        150 156 keyword
        157 161 keyword
        162 163 punct
        166 169 ident
        170 173 ident
        174 181 ident
        182 188 ident
        189 190 keyword
        191 192 punct
        193 197 keyword
        197 198 punct
        198 202 keyword
        203 204 punct
        EOF 205
        """),
    Snippet(
      name: "singleQuotes",
      source: bytes(
        #"""
        let c = 'a'; let d = 'multi char'; let e = '

        """#),
      expected: """
        FILE singleQuotes.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 11 string
        11 12 punct
        13 16 keyword
        17 18 ident
        19 20 punct
        21 33 string
        33 34 punct
        35 38 keyword
        39 40 ident
        41 42 punct
        43 44 string
        EOF 45
        """),
    Snippet(
      name: "operatorsNextToComments",
      source: bytes(
        #"""
        a/**/-b; c-/**/d; e /*x*/!f; g!/**/; h/*x*/?.i
        j//comment
        k+//comment
        l */!m

        """#),
      expected: """
        FILE operatorsNextToComments.swift
        0 1 ident
        5 6 op
        6 7 ident
        7 8 punct
        9 10 ident
        10 11 op
        15 16 ident
        16 17 punct
        18 19 ident
        25 26 op
        26 27 ident
        27 28 punct
        29 30 ident
        30 31 punct
        35 36 punct
        37 38 ident
        43 44 punct
        44 45 punct
        45 46 ident
        47 48 ident
        58 59 ident
        59 60 op
        70 71 ident
        72 75 other
        75 76 ident
        EOF 77
        """),
    Snippet(
      name: "boundOperators",
      source: bytes(
        #"""
        a! b; (!x); [-y]; {!a}; a;!b; a,-b; -(-x); x!.y; p ? q : r; s? .t; u ! v

        """#),
      expected: """
        FILE boundOperators.swift
        0 1 ident
        1 2 punct
        3 4 ident
        4 5 punct
        6 7 punct
        7 8 op
        8 9 ident
        9 10 punct
        10 11 punct
        12 13 punct
        13 14 op
        14 15 ident
        15 16 punct
        16 17 punct
        18 19 punct
        19 20 op
        20 21 ident
        21 22 punct
        22 23 punct
        24 25 ident
        25 26 punct
        26 27 op
        27 28 ident
        28 29 punct
        30 31 ident
        31 32 punct
        32 33 op
        33 34 ident
        34 35 punct
        36 37 op
        37 38 punct
        38 39 op
        39 40 ident
        40 41 punct
        41 42 punct
        43 44 ident
        44 45 punct
        45 46 punct
        46 47 ident
        47 48 punct
        49 50 ident
        51 52 punct
        53 54 ident
        55 56 punct
        57 58 ident
        58 59 punct
        60 61 ident
        61 62 punct
        63 64 punct
        64 65 ident
        65 66 punct
        67 68 ident
        69 70 op
        71 72 ident
        EOF 73
        """),
    Snippet(
      name: "closuresAndTrailing",
      source: bytes(
        #"""
        Button { tap() } label: { Text("Go") }
        list.sort { [weak self] a, b in a < b }
        let f: @Sendable (Int) async throws -> Void = { @MainActor x in }

        """#),
      expected: """
        FILE closuresAndTrailing.swift
        0 6 ident
        7 8 punct
        9 12 ident
        12 13 punct
        13 14 punct
        15 16 punct
        17 22 ident
        22 23 punct
        24 25 punct
        26 30 ident
        30 31 punct
        31 35 string
        35 36 punct
        37 38 punct
        39 43 ident
        43 44 punct
        44 48 ident
        49 50 punct
        51 52 punct
        52 56 ident
        57 61 keyword
        61 62 punct
        63 64 ident
        64 65 punct
        66 67 ident
        68 70 keyword
        71 72 ident
        73 74 op
        75 76 ident
        77 78 punct
        79 82 keyword
        83 84 ident
        84 85 punct
        86 87 punct
        87 95 ident
        96 97 punct
        97 100 ident
        100 101 punct
        102 107 ident
        108 114 keyword
        115 117 punct
        118 122 ident
        123 124 punct
        125 126 punct
        127 128 punct
        128 137 ident
        138 139 ident
        140 142 keyword
        143 144 punct
        EOF 145
        """),
    Snippet(
      name: "regexHeuristicsHard",
      source: bytes(
        #"""
        return /x/
        case /y/: break
        let a = !/z/.matches
        let b = [/[/]/, /\//, /a/ + /b/]
        let c = x /* c */ / y
        let d = foo(a: /q/, b: 1)
        let e = / notRegex /
        let f = (/p/)

        """#),
      expected: """
        FILE regexHeuristicsHard.swift
        0 6 keyword
        7 10 regex
        11 15 keyword
        16 19 regex
        19 20 punct
        21 26 keyword
        27 30 keyword
        31 32 ident
        33 34 punct
        35 36 op
        36 39 regex
        39 40 punct
        40 47 ident
        48 51 keyword
        52 53 ident
        54 55 punct
        56 57 punct
        57 60 regex
        60 61 punct
        61 62 op
        62 63 punct
        64 68 regex
        68 69 punct
        70 73 regex
        74 75 op
        76 79 regex
        79 80 punct
        81 84 keyword
        85 86 ident
        87 88 punct
        89 90 ident
        99 100 op
        101 102 ident
        103 106 keyword
        107 108 ident
        109 110 punct
        111 114 ident
        114 115 punct
        115 116 ident
        116 117 punct
        118 121 regex
        121 122 punct
        123 124 ident
        124 125 punct
        126 127 number
        127 128 punct
        129 132 keyword
        133 134 ident
        135 136 punct
        137 149 regex
        150 153 keyword
        154 155 ident
        156 157 punct
        158 159 punct
        159 162 regex
        162 163 punct
        EOF 164
        """),
    Snippet(
      name: "regexMoreHashes",
      source: bytes(
        ###"""
        let a = ##/a/#b/##
        let b = #/\/#
        let c = #/a
        let d = 1

        """###),
      expected: """
        FILE regexMoreHashes.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 18 regex
        19 22 keyword
        23 24 ident
        25 26 punct
        27 32 regex
        33 36 keyword
        37 38 ident
        39 40 punct
        41 44 regex
        45 48 keyword
        49 50 ident
        51 52 punct
        53 54 number
        EOF 55
        """),
    Snippet(
      name: "deepStringNesting",
      source: bytes(
        #"""
        let s = "\("\("\(1)")")"
        let t = "\(")")\((1 + 2) * 3)\(a /* ) */)"
        let u = "\({ "}" }())"

        """#),
      expected: """
        FILE deepStringNesting.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 11 string
        11 14 string
        14 17 string
        17 18 number
        18 20 string
        20 22 string
        22 24 string
        25 28 keyword
        29 30 ident
        31 32 punct
        33 36 string
        36 39 string
        39 42 string
        42 43 punct
        43 44 number
        45 46 op
        47 48 number
        48 49 punct
        50 51 op
        52 53 number
        53 56 string
        56 57 ident
        65 67 string
        68 71 keyword
        72 73 ident
        74 75 punct
        76 79 string
        79 80 punct
        81 84 string
        85 86 punct
        86 87 punct
        87 88 punct
        88 90 string
        EOF 91
        """),
    Snippet(
      name: "unterminatedInterpolationAtEOF",
      source: bytes(
        "let s = \"a \\(foo(\"b\", \n"
          + "let t = 1\n"
          + "let u = \"\\("),
      expected: """
        FILE unterminatedInterpolationAtEOF.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 13 string
        13 16 ident
        16 17 punct
        17 20 string
        20 21 punct
        23 26 keyword
        27 28 ident
        29 30 punct
        31 32 number
        33 36 keyword
        37 38 ident
        39 40 punct
        41 44 string
        EOF 44
        """),
    Snippet(
      name: "stringEdgeEscapes",
      source: bytes(
        #"""
        let a = "abc\
        let b = "\u{"
        let c = """one line"""
        let d = """
          four """" quotes
          """

        """#),
      expected: """
        FILE stringEdgeEscapes.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 13 string
        14 17 keyword
        18 19 ident
        20 21 punct
        22 27 string
        28 31 keyword
        32 33 ident
        34 35 punct
        36 50 string
        51 54 keyword
        55 56 ident
        57 58 punct
        59 73 string
        73 81 string
        84 87 string
        EOF 88
        """),
    Snippet(
      name: "rawStringEdges",
      source: bytes(
        ####"""
        let a = #"\#\#(x)\#n"#
        let b = ###"a"##b"###
        let c = #"""
          line \#
          joined
          """#
        let d = #"open at EOF
        """####),
      expected: """
        FILE rawStringEdges.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 22 string
        23 26 keyword
        27 28 ident
        29 30 punct
        31 44 string
        45 48 keyword
        49 50 ident
        51 52 punct
        53 83 string
        84 87 keyword
        88 89 ident
        90 91 punct
        92 105 string
        EOF 105
        """),
    Snippet(
      name: "numbersHard",
      source: bytes(
        #"""
        let n = [0x1P+3, .5, 1__0, 0b, 0x_1, 1.0e+10, 1e-, 0o_7, 1.0.0, -.5, 0x1.8, 1.e, 1._2, 0xABCDEFp0]

        """#),
      expected: """
        FILE numbersHard.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 9 punct
        9 15 number
        15 16 punct
        17 18 punct
        18 19 number
        19 20 punct
        21 25 number
        25 26 punct
        27 29 number
        29 30 punct
        31 35 number
        35 36 punct
        37 44 number
        44 45 punct
        46 49 number
        49 50 punct
        51 55 number
        55 56 punct
        57 60 number
        60 61 punct
        61 62 number
        62 63 punct
        64 65 op
        65 66 punct
        66 67 number
        67 68 punct
        69 72 number
        72 73 punct
        73 74 number
        74 75 punct
        76 77 number
        77 78 punct
        78 79 ident
        79 80 punct
        81 82 number
        82 83 punct
        83 85 ident
        85 86 punct
        87 97 number
        97 98 punct
        EOF 99
        """),
    Snippet(
      name: "operatorRuns",
      source: bytes(
        #"""
        a..<b; ..<b; a...; a.b...c; x>>=y; a ->b; a-- b; !!x; x!!; a?!b; x? ?? y
        a =-1; a= -1; a=-1; a==-1; p.?q; r => s; t <=> u; v ⊕ w ± z ÷ 2 ≠ 3 ¬k

        """#),
      expected: """
        FILE operatorRuns.swift
        0 1 ident
        1 4 op
        4 5 ident
        5 6 punct
        7 10 op
        10 11 ident
        11 12 punct
        13 14 ident
        14 17 op
        17 18 punct
        19 20 ident
        20 21 punct
        21 22 ident
        22 25 op
        25 26 ident
        26 27 punct
        28 29 ident
        29 32 op
        32 33 ident
        33 34 punct
        35 36 ident
        37 39 punct
        39 40 ident
        40 41 punct
        42 43 ident
        43 45 op
        46 47 ident
        47 48 punct
        49 51 op
        51 52 ident
        52 53 punct
        54 55 ident
        55 56 punct
        56 57 punct
        57 58 punct
        59 60 ident
        60 61 punct
        61 62 punct
        62 63 ident
        63 64 punct
        65 66 ident
        66 67 punct
        68 70 op
        71 72 ident
        73 74 ident
        75 77 op
        77 78 number
        78 79 punct
        80 81 ident
        81 82 punct
        83 84 op
        84 85 number
        85 86 punct
        87 88 ident
        88 90 op
        90 91 number
        91 92 punct
        93 94 ident
        94 97 op
        97 98 number
        98 99 punct
        100 101 ident
        101 103 op
        103 104 ident
        104 105 punct
        106 107 ident
        108 110 op
        111 112 ident
        112 113 punct
        114 115 ident
        116 119 op
        120 121 ident
        121 122 punct
        123 124 ident
        125 128 op
        129 130 ident
        131 133 op
        134 135 ident
        136 138 op
        139 140 number
        141 144 op
        145 146 number
        147 149 op
        149 150 ident
        EOF 151
        """),
    Snippet(
      name: "commentQuirks",
      source: bytes(
        #"""
        /*/*/*/ */*/*/ a
        // /* line comment only
        b /* // */ c
        d /* "*/" */ e
        f // trailing */
        /
        """#),
      expected: """
        FILE commentQuirks.swift
        15 16 ident
        41 42 ident
        52 53 ident
        54 55 ident
        62 68 string
        69 70 ident
        86 87 op
        EOF 87
        """),
    Snippet(
      name: "poundEdges",
      source: bytes(
        ###"""
        # if x
        #if DEBUG // comment
          let a = 1
        #elseif(RELEASE)
        #endif
        ## #( #1 #[ #@ #-
        #
        """###),
      expected: """
        FILE poundEdges.swift
        0 1 punct
        2 4 keyword
        5 6 ident
        7 10 pound
        11 16 ident
        30 33 keyword
        34 35 ident
        36 37 punct
        38 39 number
        40 47 pound
        47 48 punct
        48 55 ident
        55 56 punct
        57 63 pound
        64 65 punct
        65 66 punct
        67 68 punct
        68 69 punct
        70 71 punct
        71 72 number
        73 74 punct
        74 75 punct
        76 77 punct
        77 78 punct
        79 80 punct
        80 81 op
        82 83 punct
        EOF 83
        """),
    Snippet(
      name: "atAndBackslashEdges",
      source: bytes(
        #"""
        @
        @_implementationOnly import Foo
        func f(_ g: @escaping@Sendable () -> Void) {}
        let k = \ a; let m = \(x); \

        """#),
      expected: """
        FILE atAndBackslashEdges.swift
        0 1 punct
        2 3 punct
        3 22 ident
        23 29 keyword
        30 33 ident
        34 38 keyword
        39 40 ident
        40 41 punct
        41 42 keyword
        43 44 ident
        44 45 punct
        46 47 punct
        47 55 ident
        55 56 punct
        56 64 ident
        65 66 punct
        66 67 punct
        68 70 punct
        71 75 ident
        75 76 punct
        77 78 punct
        78 79 punct
        80 83 keyword
        84 85 ident
        86 87 punct
        88 89 punct
        90 91 ident
        91 92 punct
        93 96 keyword
        97 98 ident
        99 100 punct
        101 102 punct
        102 103 punct
        103 104 ident
        104 105 punct
        105 106 punct
        107 108 punct
        EOF 109
        """),
    Snippet(
      name: "identifierEdges",
      source: bytes(
        #"""
        _ = _x + x_ + __ + `_` + $_ + $$ + $0a + `$0` + a1$ + µ

        """#),
      expected: """
        FILE identifierEdges.swift
        0 1 keyword
        2 3 punct
        4 6 ident
        7 8 op
        9 11 ident
        12 13 op
        14 16 ident
        17 18 op
        19 22 ident
        23 24 op
        25 27 ident
        28 29 op
        30 32 ident
        33 34 op
        35 38 ident
        39 40 op
        41 45 ident
        46 47 op
        48 51 ident
        52 53 op
        54 56 ident
        EOF 57
        """),
    Snippet(
      name: "placeholderEdges",
      source: bytes(
        ###"""
        f(<# a, b)
        g(<#x#)
        h(<##>)
        <#multi
        line#>

        """###),
      expected: """
        FILE placeholderEdges.swift
        0 1 ident
        1 2 punct
        2 3 op
        3 4 punct
        5 6 ident
        6 7 punct
        8 9 ident
        9 10 punct
        11 12 ident
        12 13 punct
        13 14 op
        14 16 pound
        16 17 punct
        17 18 punct
        19 20 ident
        20 21 punct
        21 25 ident
        25 26 punct
        27 28 op
        28 34 pound
        35 39 ident
        39 40 punct
        40 41 op
        EOF 42
        """),
    Snippet(
      name: "shebangNotAtStart",
      source: bytes(
        ##"""

        #!/bin/sh

        """##),
      expected: """
        FILE shebangNotAtStart.swift
        1 2 punct
        2 3 punct
        3 4 op
        4 7 ident
        7 8 op
        8 10 ident
        EOF 11
        """),
    Snippet(
      name: "bomInMiddleAndCRComment",
      source: bytes(
        "let a = 1\u{FEFF} let b = 2\n"
          + "// comment\rlet c = 3\n"
          + "/* a\r */ let d = 4\r"),
      expected: """
        FILE bomInMiddleAndCRComment.swift
        0 3 keyword
        4 5 ident
        6 7 punct
        8 12 number
        13 16 keyword
        17 18 ident
        19 20 punct
        21 22 number
        34 37 keyword
        38 39 ident
        40 41 punct
        42 43 number
        53 56 keyword
        57 58 ident
        59 60 punct
        61 62 number
        EOF 63
        """),
    Snippet(
      name: "poundIfInsideExpressions",
      source: bytes(
        ##"""
        Text("x")
          .padding()
        #if os(iOS)
          .navigationBarHidden(true)
        #endif
        let z = [
        #if A
          1,
        #endif
        ]

        """##),
      expected: """
        FILE poundIfInsideExpressions.swift
        0 4 ident
        4 5 punct
        5 8 string
        8 9 punct
        12 13 punct
        13 20 ident
        20 21 punct
        21 22 punct
        23 26 pound
        27 29 ident
        29 30 punct
        30 33 ident
        33 34 punct
        37 38 punct
        38 57 ident
        57 58 punct
        58 62 keyword
        62 63 punct
        64 70 pound
        71 74 keyword
        75 76 ident
        77 78 punct
        79 80 punct
        81 84 pound
        85 86 ident
        89 90 number
        90 91 punct
        92 98 pound
        99 100 punct
        EOF 101
        """),
  ]
}

final class TokenizerTests: XCTestCase {
  /// Renders `snippet` with `TokenDump` and compares it with the oracle's stream; on a
  /// mismatch, lists both streams side by side with the source text of every token.
  private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let snippet = TokenizerSnippets.named(name)
    var output: [UInt8] = []
    TokenDump.render(path: name + ".swift", bytes: snippet.source, into: &output)
    let actual = String(decoding: output, as: UTF8.self)
    let expected = snippet.expected + "\n"
    guard actual != expected else { return }
    XCTFail(
      "token stream of snippet \(name) differs from the oracle\n"
        + Self.describeDifference(expected: expected, actual: actual, source: snippet.source),
      file: file, line: line)
  }

  static func describeDifference(expected: String, actual: String, source: [UInt8]) -> String {
    func annotate(_ line: Substring) -> String {
      let parts = line.split(separator: " ")
      guard parts.count == 3, let start = Int(parts[0]), let end = Int(parts[1]),
        start >= 0, start <= end, end <= source.count
      else { return String(line) }
      let text = String(decoding: source[start..<end], as: UTF8.self)
      return "\(line)  \(text.debugDescription)"
    }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report = ""
    var index = 0
    while index < max(expectedLines.count, actualLines.count) {
      let e = index < expectedLines.count ? expectedLines[index] : "<none>"
      let a = index < actualLines.count ? actualLines[index] : "<none>"
      if e == a {
        report += "    " + annotate(e) + "\n"
      } else {
        report += "  - oracle: " + annotate(e) + "\n  + ours:   " + annotate(a) + "\n"
      }
      index += 1
    }
    return report
  }

  /// Comment ranges and kinds (the oracle prints no comments; the kinds follow
  /// swift-syntax's trivia: `///` and `/**` are doc comments, `/**/` is not).
  func testCommentRangesAndKinds() {
    let source =
      Array(
        "/// doc line\n// plain\n/** doc block */\n/**/\n/***/\n/* block /* nested */ */\n"
          .utf8)
      + Array("let x = 1 // trailing\n//: playground\nlet y = \"// no\" /* a\n b */ + 2 ///< doc after\n/* open".utf8)
    let comments = Tokenizer.tokenize(source).comments
    let actual = comments.map { "\($0.start)..<\($0.end) \($0.kind)" }
    let expected = [
      "0..<12 docLine", "13..<21 line", "22..<38 docBlock", "39..<43 block", "44..<49 docBlock",
      "50..<74 block", "85..<96 line", "97..<111 line", "128..<138 block", "143..<157 docLine", "158..<165 block",
    ]
    XCTAssertEqual(actual, expected)
  }

  /// `spaceBefore`, `newlineBefore` and the interpolation flags of string pieces.
  func testTokenFlags() {
    let source = Array("x = \"a\\(b)c\"\n/* c\n */ y /* z\n */ z /* w */ w".utf8)
    let tokens = Tokenizer.tokenize(source).tokens
    let actual = tokens.map { token -> String in
      let text = String(decoding: source[token.startOffset..<token.endOffset], as: UTF8.self)
      var flags: [String] = []
      if token.hasSpaceBefore { flags.append("space") }
      if token.hasNewlineBefore { flags.append("newline") }
      if token.flags.contains(.opensInterpolation) { flags.append("opens") }
      if token.flags.contains(.closesInterpolation) { flags.append("closes") }
      return "\(text) \(token.kind) [\(flags.joined(separator: ","))]"
    }
    XCTAssertEqual(
      actual,
      [
        "x identifier []", "= equal [space]", "\"a\\( string [space,opens]", "b identifier []",
        ")c\" string [closes]", "y identifier [space,newline]", "z identifier [space,newline]", "w identifier [space]",
      ])
  }

  func testSnippetNamesAreUnique() {
    XCTAssertEqual(Set(TokenizerSnippets.all.map(\.name)).count, TokenizerSnippets.all.count)
  }

  func testNestedBlockComments() { check("nestedBlockComments") }
  func testDocComments() { check("docComments") }
  func testSingleLineStrings() { check("singleLineStrings") }
  func testMultiLineStringWithContinuation() { check("multiLineStringWithContinuation") }
  func testRawStrings() { check("rawStrings") }
  func testRawStringBackslashParenIsText() { check("rawStringBackslashParenIsText") }
  func testRawMultiLineString() { check("rawMultiLineString") }
  func testNestedInterpolation() { check("nestedInterpolation") }
  func testAdjacentAndEmptyInterpolations() { check("adjacentAndEmptyInterpolations") }
  func testMultiLineInterpolation() { check("multiLineInterpolation") }
  func testUnterminatedString() { check("unterminatedString") }
  func testUnterminatedBlockComment() { check("unterminatedBlockComment") }
  func testUnterminatedRawString() { check("unterminatedRawString") }
  func testUnterminatedMultiLineString() { check("unterminatedMultiLineString") }
  func testUnterminatedRegexAtEOF() { check("unterminatedRegexAtEOF") }
  func testRegexVersusDivision() { check("regexVersusDivision") }
  func testRegexLiterals() { check("regexLiterals") }
  func testExtendedRegexLiteral() { check("extendedRegexLiteral") }
  func testBacktickedIdentifiers() { check("backtickedIdentifiers") }
  func testDollarIdentifiers() { check("dollarIdentifiers") }
  func testEditorPlaceholders() { check("editorPlaceholders") }
  func testNumbers() { check("numbers") }
  func testNumberMemberAccess() { check("numberMemberAccess") }
  func testMalformedNumbers() { check("malformedNumbers") }
  func testOperators() { check("operators") }
  func testCustomOperators() { check("customOperators") }
  func testOptionalChainingAndBang() { check("optionalChainingAndBang") }
  func testArrowsRangesAmpersand() { check("arrowsRangesAmpersand") }
  func testGenericAngleBrackets() { check("genericAngleBrackets") }
  func testPoundIfBranches() { check("poundIfBranches") }
  func testPoundKeywords() { check("poundKeywords") }
  func testMacrosAndAttributes() { check("macrosAndAttributes") }
  func testKeyPaths() { check("keyPaths") }
  func testShebang() { check("shebang") }
  func testByteOrderMark() { check("byteOrderMark") }
  func testCrlfAndLoneCR() { check("crlfAndLoneCR") }
  func testNulBytes() { check("nulBytes") }
  func testInvalidUTF8() { check("invalidUTF8") }
  func testNbspAndOddWhitespace() { check("nbspAndOddWhitespace") }
  func testCurlyQuotes() { check("curlyQuotes") }
  func testConflictMarkers() { check("conflictMarkers") }
  func testStrayCommentEnd() { check("strayCommentEnd") }
  func testUnicodeIdentifiers() { check("unicodeIdentifiers") }
  func testLexicalKeywords() { check("lexicalKeywords") }
  func testSingleQuotes() { check("singleQuotes") }
  func testOperatorsNextToComments() { check("operatorsNextToComments") }
  func testBoundOperators() { check("boundOperators") }
  func testClosuresAndTrailing() { check("closuresAndTrailing") }
  func testRegexHeuristicsHard() { check("regexHeuristicsHard") }
  func testRegexMoreHashes() { check("regexMoreHashes") }
  func testDeepStringNesting() { check("deepStringNesting") }
  func testUnterminatedInterpolationAtEOF() { check("unterminatedInterpolationAtEOF") }
  func testStringEdgeEscapes() { check("stringEdgeEscapes") }
  func testRawStringEdges() { check("rawStringEdges") }
  func testNumbersHard() { check("numbersHard") }
  func testOperatorRuns() { check("operatorRuns") }
  func testCommentQuirks() { check("commentQuirks") }
  func testPoundEdges() { check("poundEdges") }
  func testAtAndBackslashEdges() { check("atAndBackslashEdges") }
  func testIdentifierEdges() { check("identifierEdges") }
  func testPlaceholderEdges() { check("placeholderEdges") }
  func testShebangNotAtStart() { check("shebangNotAtStart") }
  func testBomInMiddleAndCRComment() { check("bomInMiddleAndCRComment") }
  func testPoundIfInsideExpressions() { check("poundIfInsideExpressions") }
}
