import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct StatusBarTests {
  // Apple, UIApplicationWillChangeStatusBarOrientationNotification / DidChange: posted before and
  // after; spec section 7: statusBarOrientationDidChange with orientation and from.
  @Test func turningTheStatusBarPostsWillThenDidAndTraces() throws {
    let application = makeApplication()
    try application.launch(deviceOrientation: .portrait)
    final class Observer {
      var log: [(SwivelKit.Notification, InterfaceOrientation)] = []
    }
    let observer = Observer()
    application.notificationCenter.addObserver(observer, name: nil) { [unowned application] observer, notification in
      observer.log.append((notification, application.statusBarOrientation))
    }
    application.setStatusBarOrientation(.landscapeLeft)
    #expect(
      observer.log.map(\.0) == [
        .statusBarOrientationWillChange(to: .landscapeLeft, from: .portrait),
        .statusBarOrientationDidChange(orientation: .landscapeLeft, from: .portrait),
      ])
    // The will-notification sees the old orientation, the did-notification the new one.
    #expect(observer.log.map(\.1) == [.portrait, .landscapeLeft])
    #expect(
      application.trace.events.last?.kind
        == .statusBarOrientationDidChange(orientation: .landscapeLeft, from: .portrait))
  }

  @Test func settingTheSameOrientationPostsNothing() throws {
    let application = makeApplication()
    try application.launch(deviceOrientation: .portrait)
    var posts = 0
    _ = application.notificationCenter.addObserver(forName: .statusBarOrientationDidChange) { _ in posts += 1 }
    application.setStatusBarOrientation(.portrait)
    #expect(posts == 0)
    #expect(!application.trace.events.contains { $0.kind.name == "statusBarOrientationDidChange" })
  }

  @Test func launchSetsTheStatusBarWithoutNotifications() throws {
    let application = makeApplication(infoPlist: InfoPlist(supportedInterfaceOrientations: .landscape))
    var posts = 0
    _ = application.notificationCenter.addObserver(forName: .statusBarOrientationWillChange) { _ in posts += 1 }
    #expect(application.statusBarOrientation == .portrait)
    try application.launch(deviceOrientation: .portrait)
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(posts == 0)
  }
}
