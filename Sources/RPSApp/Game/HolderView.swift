import ViewKit

/// The slot a container keeps for the game: whatever is put in it fills it.
final class HolderView: View {
  override func layoutSubviews() {
    for subview in subviews { subview.frame = bounds }
  }
}
