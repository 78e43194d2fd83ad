import SwivelCore
import Testing

@testable import SwivelKit

private final class Observer {
  var received: [SwivelKit.Notification] = []
}

@Suite struct NotificationCenterTests {
  // Issue 3, point 2; Apple, NSNotificationCenter: postNotification: delivers synchronously.
  @Test func postingDeliversBeforeItReturns() {
    let center = NotificationCenter()
    let observer = Observer()
    center.addObserver(observer, name: .deviceOrientationDidChange) { $0.received.append($1) }
    center.post(.deviceOrientationDidChange(.landscapeLeft))
    #expect(observer.received == [.deviceOrientationDidChange(.landscapeLeft)])
  }

  @Test func anObserverGetsOnlyTheNamesItAskedFor() {
    let center = NotificationCenter()
    let device = Observer(), everything = Observer()
    center.addObserver(device, name: .deviceOrientationDidChange) { $0.received.append($1) }
    center.addObserver(everything, name: nil) { $0.received.append($1) }
    center.post(.statusBarOrientationDidChange(orientation: .landscapeRight, from: .portrait))
    center.post(.deviceOrientationDidChange(.faceUp))
    #expect(device.received == [.deviceOrientationDidChange(.faceUp)])
    #expect(everything.received.count == 2)
  }

  @Test func observersAreCalledInTheOrderTheyRegistered() {
    let center = NotificationCenter()
    var log: [Int] = []
    let observers = (0..<5).map { _ in Observer() }
    for (index, observer) in observers.enumerated() {
      center.addObserver(observer, name: .deviceOrientationDidChange) { _, _ in log.append(index) }
    }
    center.post(.deviceOrientationDidChange(.portrait))
    #expect(log == [0, 1, 2, 3, 4])
  }

  @Test func aRemovedObserverIsNotCalled() {
    let center = NotificationCenter()
    let observer = Observer()
    center.addObserver(observer, name: .deviceOrientationDidChange) { $0.received.append($1) }
    center.addObserver(observer, name: .statusBarOrientationDidChange) { $0.received.append($1) }
    center.removeObserver(observer, name: .deviceOrientationDidChange)
    center.post(.deviceOrientationDidChange(.portrait))
    center.post(.statusBarOrientationDidChange(orientation: .portrait, from: .landscapeLeft))
    #expect(observer.received == [.statusBarOrientationDidChange(orientation: .portrait, from: .landscapeLeft)])
    center.removeObserver(observer)
    center.post(.statusBarOrientationDidChange(orientation: .landscapeLeft, from: .portrait))
    #expect(observer.received.count == 1)
    #expect(center.observerCount == 0)
  }

  // Issue 3, point 2: an observer that has gone away is never called and is not kept alive.
  @Test func anObserverThatHasGoneAwayIsNeverCalledAndNotKeptAlive() {
    let center = NotificationCenter()
    var calls = 0
    weak var watched: Observer?
    do {
      let observer = Observer()
      watched = observer
      center.addObserver(observer, name: .deviceOrientationDidChange) { _, _ in calls += 1 }
      center.post(.deviceOrientationDidChange(.portrait))
    }
    #expect(watched == nil)
    #expect(center.observerCount == 0)
    center.post(.deviceOrientationDidChange(.landscapeLeft))
    #expect(calls == 1)
    #expect(center.registrationCount == 0)
  }

  @Test func anObserverRemovedDuringDeliveryIsNotCalledForThatPost() {
    let center = NotificationCenter()
    let first = Observer(), second = Observer()
    // Unowned: the center keeps its handlers, so a handler that kept the center would never go.
    center.addObserver(first, name: .deviceOrientationDidChange) { [unowned center] _, _ in
      center.removeObserver(second)
    }
    center.addObserver(second, name: .deviceOrientationDidChange) { $0.received.append($1) }
    center.post(.deviceOrientationDidChange(.portrait))
    #expect(second.received.isEmpty)
  }

  @Test func anObserverAddedDuringDeliveryGetsOnlyLaterPosts() {
    let center = NotificationCenter()
    let first = Observer(), late = Observer()
    var added = false
    center.addObserver(first, name: .deviceOrientationDidChange) { [unowned center] _, _ in
      guard !added else { return }
      added = true
      center.addObserver(late, name: .deviceOrientationDidChange) { $0.received.append($1) }
    }
    center.post(.deviceOrientationDidChange(.portrait))
    #expect(late.received.isEmpty)
    center.post(.deviceOrientationDidChange(.faceDown))
    #expect(late.received == [.deviceOrientationDidChange(.faceDown)])
  }

  // Apple, addObserverForName:object:queue:usingBlock: — the center retains the returned observer.
  @Test func aBlockObserverLivesUntilItsTokenIsRemoved() {
    let center = NotificationCenter()
    var received: [SwivelKit.Notification] = []
    let token = center.addObserver(forName: .applicationDidFinishLaunching) { received.append($0) }
    center.post(.applicationDidFinishLaunching)
    center.removeObserver(token)
    center.post(.applicationDidFinishLaunching)
    #expect(received == [.applicationDidFinishLaunching])
  }

  @Test func aBlockObserverWorksWithoutTheCallerKeepingTheToken() {
    let center = NotificationCenter()
    var calls = 0
    _ = center.addObserver(forName: .deviceOrientationDidChange) { _ in calls += 1 }
    center.post(.deviceOrientationDidChange(.portrait))
    #expect(calls == 1)
  }

  @Test(arguments: [
    (SwivelKit.Notification.deviceOrientationDidChange(.portrait), "UIDeviceOrientationDidChangeNotification"),
    (
      .statusBarOrientationWillChange(to: .portrait, from: .landscapeLeft),
      "UIApplicationWillChangeStatusBarOrientationNotification"
    ),
    (
      .statusBarOrientationDidChange(orientation: .portrait, from: .landscapeLeft),
      "UIApplicationDidChangeStatusBarOrientationNotification"
    ),
    (.applicationDidFinishLaunching, "UIApplicationDidFinishLaunchingNotification"),
  ])
  func namesAreUIKits(notification: SwivelKit.Notification, uikitName: String) {
    #expect(notification.name.description == uikitName)
  }
}
