import MapKit
import SwiftUI
import WebKit

struct StationMap: UIViewRepresentable {
  let stations: [Station]

  func makeUIView(context: Context) -> MKMapView {
    MKMapView()
  }

  func updateUIView(_ mapView: MKMapView, context: Context) {
    let current = Set(mapView.annotations.compactMap { $0 as? StationAnnotation }.map(\.station))
    guard current != Set(stations) else { return }
    mapView.removeAnnotations(mapView.annotations)
    mapView.addAnnotations(stations.map(StationAnnotation.init))
  }
}

struct StationsScreen: View {
  @State private var stations: [Station] = []
  @State private var reloadToken = UUID()
  @State private var showsArticle = false
  let articleURL: URL

  var body: some View {
    VStack {
      StationMap(stations: stations)
        .id(UUID())  // expect: 13 [force_refresh_identity]
      StationMap(stations: stations)
        .id(reloadToken)
      Button("Reload") { reloadToken = UUID() }
      ArticleView(url: articleURL)
        .id(Date())  // expect: [force_refresh_identity]
      StationList(stations: stations)
        .id(Date.now)  // expect: 13 [force_refresh_identity]
      ForEach(stations) { station in
        Text(station.name).id(station.id)
      }
      StationList(stations: stations.shuffled())
        .id(Int.random(in: 0..<100))  // expect: [force_refresh_identity]
        .tag(UUID())
    }
    .task { stations = await Station.loadAll() }
  }
}

struct StationList: View {
  let stations: [Station]
  @State private var selection: Station.ID?

  var body: some View {
    List(stations, selection: $selection) { Text($0.name) }
  }
}

struct ArticleView: UIViewRepresentable {
  let url: URL

  func makeUIView(context: Context) -> WKWebView {
    let webView = WKWebView()
    webView.load(URLRequest(url: url))
    return webView
  }

  func updateUIView(_ webView: WKWebView, context: Context) {
    if webView.url != url { webView.load(URLRequest(url: url)) }
  }
}

struct Station: Identifiable, Hashable {
  let id = UUID()
  var name: String

  static func loadAll() async -> [Station] { [] }
}

final class StationAnnotation: NSObject, MKAnnotation {
  let station: Station
  let coordinate = CLLocationCoordinate2D()
  init(station: Station) { self.station = station }
}
