import SwiftUI

struct PagerTwin<Page: View> {
    let page: Page
}
