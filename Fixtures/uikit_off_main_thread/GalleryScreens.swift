import SwiftUI
import UIKit

final class GalleryViewController: UIViewController {
  @IBOutlet private var imageView: UIImageView!
  private let statusLabel = UILabel()
  private let spinner = UIActivityIndicatorView(style: .large)
  private var cache: [URL: UIImage] = [:]

  func load(_ url: URL) {
    spinner.startAnimating()
    DispatchQueue.global(qos: .userInitiated).async {
      let image = UIImage(contentsOfFile: url.path)
      self.cache[url] = image
      self.imageView.image = image  // expect: 22 [uikit_off_main_thread]
      self.spinner.stopAnimating()
    }
  }

  func loadSafely(_ url: URL) {
    DispatchQueue.global().async { [weak self] in
      let image = UIImage(contentsOfFile: url.path)
      DispatchQueue.main.async {
        self?.imageView.image = image
        self?.statusLabel.text = "Loaded"
      }
    }
  }

  func export() {
    DispatchQueue.global().async {
      let data = self.cache.values.compactMap { $0.pngData() }
      self.present(UIActivityViewController(activityItems: data, applicationActivities: nil), animated: true)  // expect: 12 [uikit_off_main_thread]
    }
  }

  func refresh(from url: URL) {
    URLSession.shared.dataTask(with: url) { data, _, _ in
      let text = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
      self.statusLabel.text = text  // expect: 24 [uikit_off_main_thread]
    }.resume()
  }

  func refreshSafely(from url: URL) {
    URLSession.shared.dataTask(with: url) { data, _, _ in
      Task { @MainActor in self.statusLabel.text = "\(data?.count ?? 0) bytes" }
    }.resume()
  }

  func refreshWithTask() {
    Task.detached {
      let count = await Gallery.count()
      await MainActor.run { self.statusLabel.text = "\(count)" }
    }
  }
}

enum Gallery {
  static func count() async -> Int { 0 }
}
