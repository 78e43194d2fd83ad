import SwivelCore

extension ViewController {
  /// Makes this controller and everything under it (children, presented controllers) part of `application`.
  final func attach(to application: Application) {
    guard self.application !== application else { return }
    self.application = application
    for child in children { child.attach(to: application) }
    presentedViewController?.attach(to: application)
  }

  /// Takes this controller and everything under it out of its application.
  final func detachFromApplication() {
    application = nil
    for child in children { child.detachFromApplication() }
    presentedViewController?.detachFromApplication()
  }
}
