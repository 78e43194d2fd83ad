extension View {
  /// Adds a view on top of the subviews (at the end of ``subviews``).
  ///
  /// A view that has a superview leaves it first; a view that is already a subview moves to the
  /// top. The added view and this view need layout (Stack Overflow, "When is layoutSubviews
  /// called?", question 728372: "addSubview causes layoutSubviews to be called on the view being
  /// added, the view it's being added to"). UIKit: `addSubview(_:)`.
  ///
  /// - Throws: ``ViewError/cannotAddSelfAsSubview`` for the view itself,
  ///   ``ViewError/cannotAddAncestorAsSubview`` for one of its ancestors.
  public final func addSubview(_ view: View) throws(ViewError) {
    try insertSubview(view, at: subviews.count)
  }

  /// Adds a view that the caller knows is neither this view nor one of its ancestors (a
  /// controller's own view into its container's, a view a scenario has just made): what
  /// ``addSubview(_:)`` does, with no error to handle and nothing that can trap. Should the view
  /// be one that ``addSubview(_:)`` refuses after all, nothing changes, as there.
  package final func addKnownSubview(_ view: View) {
    guard view !== self, !isDescendant(of: view) else { return }
    try? insertSubview(view, at: subviewStorage.count)
  }

  /// Inserts a view among the subviews at an index (0: at the back), as ``addSubview(_:)`` does.
  ///
  /// The index counts the subviews as they are before the call; a view that is already a subview
  /// is taken out first and put at that index, or at the end if the index is now past it.
  /// UIKit: `insertSubview(_:at:)`.
  ///
  /// - Throws: ``ViewError/cannotAddSelfAsSubview``, ``ViewError/cannotAddAncestorAsSubview``,
  ///   or ``ViewError/indexOutOfBounds(index:count:)`` for an index outside `0...subviews.count`.
  public final func insertSubview(_ view: View, at index: Int) throws(ViewError) {
    if view === self { throw .cannotAddSelfAsSubview }
    if isDescendant(of: view) { throw .cannotAddAncestorAsSubview }
    guard index >= 0, index <= subviewStorage.count else {
      throw .indexOutOfBounds(index: index, count: subviewStorage.count)
    }

    let oldSuperview = view.superview
    let changesSuperview = oldSuperview !== self
    let oldWindow = view.window
    let newWindow = window
    let changesWindow = oldWindow !== newWindow

    if changesSuperview { view.willMove(toSuperview: self) }
    if changesWindow { view.notifyWillMove(toWindow: newWindow) }
    if let oldSuperview {
      if changesSuperview { oldSuperview.willRemoveSubview(view) }
      oldSuperview.detach(view)
      if changesSuperview { oldSuperview.setNeedsLayout() }
    }
    subviewStorage.insert(view, at: min(index, subviewStorage.count))
    view.superviewLink = self
    if changesSuperview { view.didMoveToSuperview() }
    if changesWindow { view.notifyDidMoveToWindow() }
    if changesSuperview { didAddSubview(view) }
    view.setNeedsLayout()
    setNeedsLayout()
  }

  /// Takes the view out of its superview's subviews; nothing happens if it has none.
  ///
  /// The superview needs layout (Stack Overflow, "When is layoutSubviews called?", question
  /// 728372: "removeFromSuperview – layoutSubviews is called on superview only").
  /// UIKit: `removeFromSuperview()`.
  public final func removeFromSuperview() {
    guard let oldSuperview = superview else { return }
    let oldWindow = window
    oldSuperview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    oldSuperview.detach(self)
    superviewLink = nil
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
    oldSuperview.setNeedsLayout()
  }

  /// Moves a subview to the top of the others; nothing happens if it is not a subview.
  /// UIKit: `bringSubviewToFront(_:)`.
  public final func bringSubviewToFront(_ view: View) {
    guard view.superviewLink === self, let position = subviewStorage.firstIndex(where: { $0 === view }) else {
      return
    }
    subviewStorage.append(subviewStorage.remove(at: position))
  }

  /// Moves a subview behind the others; nothing happens if it is not a subview.
  /// UIKit: `sendSubviewToBack(_:)`.
  public final func sendSubviewToBack(_ view: View) {
    guard view.superviewLink === self, let position = subviewStorage.firstIndex(where: { $0 === view }) else {
      return
    }
    subviewStorage.insert(subviewStorage.remove(at: position), at: 0)
  }

  /// Whether this view is `view` or one of its descendants. UIKit: `isDescendant(of:)`.
  public final func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The window the view is in: the nearest ``Window`` among itself and its ancestors; `nil`
  /// when it is in none. UIKit: `window`.
  public final var window: Window? {
    var current: View? = self
    while let candidate = current {
      if let window = candidate as? Window { return window }
      current = candidate.superview
    }
    return nil
  }

  /// The first view with this tag, searching this view and then its subviews depth first.
  /// UIKit: `viewWithTag(_:)`.
  public final func view(withTag tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let match = subview.view(withTag: tag) { return match }
    }
    return nil
  }

  /// The first view with this ``identifier``, searching this view and then its subviews depth first.
  public final func view(withIdentifier identifier: String) -> View? {
    if self.identifier == identifier { return self }
    for subview in subviews {
      if let match = subview.view(withIdentifier: identifier) { return match }
    }
    return nil
  }

  /// The tree from this view down, one view per line, indented two spaces per level:
  /// `View banner [0, 0, 320, 44] [flexibleWidth, flexibleBottomMargin]`, with `hidden` and
  /// the transform when they are not the defaults. UIKit: the private `recursiveDescription`.
  public final var recursiveDescription: String {
    var lines: [String] = []
    appendDescription(to: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func appendDescription(to lines: inout [String], depth: Int) {
    var line = String(repeating: "  ", count: depth) + description
    if autoresizingMask != .none { line += " \(autoresizingMask)" }
    if !hasIdentityTransform {
      let t = state.transform
      let numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { value in
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
      }
      line += " transform [\(numbers.joined(separator: ", "))]"
    }
    if isHidden { line += " hidden" }
    lines.append(line)
    for subview in subviewStorage { subview.appendDescription(to: &lines, depth: depth + 1) }
  }

  /// Removes a subview from ``subviews`` only.
  final func detach(_ subview: View) {
    if let position = subviewStorage.firstIndex(where: { $0 === subview }) { subviewStorage.remove(at: position) }
  }

  /// `willMove(toWindow:)` to this view and its descendants, parents first.
  final func notifyWillMove(toWindow newWindow: Window?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
  }

  /// `didMoveToWindow()` to this view and its descendants, parents first.
  final func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindow() }
  }
}
