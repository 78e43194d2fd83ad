import SwivelCore
import SwivelKit

/// The root view of a declared controller: it holds the declared views at the frames written in
/// the scenario, which are those of the launch layout (Scenario reference, section 5.1), and from its first
/// layout on resizes them like any view.
///
/// A container shows a child's view at the container's size, which may be zero while the
/// container's own view is being made; autoresizing through a zero size would lose the
/// proportions of views with several flexible parts. So the view does not resize its subviews
/// until its first layout, when it is in place at its real size: it then resizes them once from
/// the launch size to that size (the identity when the interface has not turned since launch).
final class DeclaredRootView: View {
  /// The size the declared frames are laid out for: a root view's in the launch orientation.
  let launchSize: Size
  private var isInPlace = false

  init(launchSize: Size) {
    self.launchSize = launchSize
    super.init(frame: Rect(origin: .zero, size: launchSize))
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    autoresizesSubviews = false
  }

  override func layoutSubviews() {
    guard !isInPlace, bounds.size.width > 0, bounds.size.height > 0 else { return }
    isInPlace = true
    let actual = bounds
    // With autoresizing off this changes no subview; then the subviews resize from the launch size.
    bounds = Rect(origin: actual.origin, size: launchSize)
    autoresizesSubviews = true
    bounds = actual
  }
}
