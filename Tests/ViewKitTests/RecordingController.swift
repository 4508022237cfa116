import ViewKit

/// A controller that writes every callback it receives, with the orientation it saw, to a log
/// shared with the test.
@MainActor
final class CallbackLog {
  var entries: [String] = []
}

@MainActor
final class RecordingController: ViewController {
  let name: String
  let log: CallbackLog
  /// When set, fades out in portrait and in in landscape inside `willAnimateRotation`.
  var viewFadedOnRotation: View?

  init(_ name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init()
  }

  private func note(_ event: String) { log.entries.append("\(name).\(event)") }

  override func viewDidLoad() { note("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }

  override func willRotate(to orientation: InterfaceOrientation, duration: Double) {
    note("willRotate(to: \(orientation)) while \(interfaceOrientation)")
  }

  override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    note("willAnimateRotation(to: \(orientation), \(duration)) while \(interfaceOrientation)")
    viewFadedOnRotation?.alpha = orientation.isPortrait ? 0 : 1
  }

  override func didRotate(from orientation: InterfaceOrientation) {
    note("didRotate(from: \(orientation)) while \(interfaceOrientation)")
  }
}
