import SwivelCore

@testable import SwivelKit

/// An ordered record of what the views of one test did, shared by them.
final class ViewEventLog {
  var entries: [String] = []
}

/// A view that records its layout and hierarchy callbacks in a log, by its identifier.
final class LoggingView: View {
  let log: ViewEventLog
  /// Run inside `layoutSubviews`, after recording it.
  var onLayout: ((LoggingView) -> Void)?

  init(_ name: String, frame: Rect = .zero, log: ViewEventLog) {
    self.log = log
    super.init(frame: frame)
    identifier = name
  }

  override func layoutSubviews() {
    log.entries.append("layoutSubviews \(identifier!) \(bounds.size)")
    onLayout?(self)
  }

  override func willMove(toSuperview newSuperview: View?) {
    log.entries.append("willMoveToSuperview \(identifier!) \(newSuperview?.identifier ?? "nil")")
  }

  override func didMoveToSuperview() {
    log.entries.append("didMoveToSuperview \(identifier!) \(superview?.identifier ?? "nil")")
  }

  override func willMove(toWindow newWindow: Window?) {
    log.entries.append("willMoveToWindow \(identifier!) \(newWindow == nil ? "nil" : "window")")
  }

  override func didMoveToWindow() {
    log.entries.append("didMoveToWindow \(identifier!) \(window == nil ? "nil" : "window")")
  }

  override func didAddSubview(_ subview: View) {
    log.entries.append("didAddSubview \(identifier!) \(subview.identifier ?? "?")")
  }

  override func willRemoveSubview(_ subview: View) {
    log.entries.append("willRemoveSubview \(identifier!) \(subview.identifier ?? "?")")
  }
}

/// A layout delegate that records what it hears, with the view's bounds at that moment.
final class LoggingLayoutDelegate: ViewLayoutDelegate {
  let log: ViewEventLog

  init(log: ViewEventLog) { self.log = log }

  func viewWillLayoutSubviews(_ view: View) {
    log.entries.append("viewWillLayoutSubviews \(view.identifier ?? "?") \(view.bounds)")
  }

  func viewDidLayoutSubviews(_ view: View) {
    log.entries.append("viewDidLayoutSubviews \(view.identifier ?? "?") \(view.bounds)")
  }
}
