import Localization
import ViewKit

extension ViewController {
  /// The key under a New match button: "Press N", or none on a phone, which is tapped.
  var newMatchKeyCaption: String? { userInterfaceIdiom == .phone ? nil : tr("Press N") }
}
