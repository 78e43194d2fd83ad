/// Delivers typed notifications to the observers that asked for them, at once, in order.
///
/// Posting is synchronous, as in UIKit: ``post(_:)`` returns after every observer registered
/// for the notification when it was posted has handled it, in the order they registered. An
/// observer added while a notification is being delivered does not get that one; an observer
/// removed meanwhile is not called any more.
///
/// Observers are held weakly: an observer that has gone away is never called, and the center
/// never keeps it alive (UIKit, iOS 9 and later: "you don't need to unregister an observer
/// in its dealloc method"). Its handler gets the observer as an argument, so the handler need
/// not capture it; a handler that captures its observer strongly keeps it alive, as a block
/// would in UIKit.
///
/// There is no default center: each ``Application`` owns one.
///
/// UIKit: `NSNotificationCenter`. Files that also import Foundation write `SwivelKit.NotificationCenter`.
public final class NotificationCenter {
  private var registrations: [Registration] = []

  /// A notification center with no observers yet.
  public init() {}

  /// Calls `handler` with `observer` for every notification of that name posted from now on,
  /// until `observer` is removed or goes away.
  ///
  /// UIKit: `addObserver:selector:name:object:`.
  ///
  /// - Parameters:
  ///   - observer: held weakly.
  ///   - name: the notifications to get; `nil` for every notification.
  ///   - handler: called with the observer and the notification.
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, name: Notification.Name?, using handler: @escaping (Observer, Notification) -> Void
  ) {
    registrations.append(
      Registration(observer: observer, name: name) { object, notification in
        handler(object as! Observer, notification)
      })
  }

  /// Calls `handler` for every notification of that name posted from now on, until the returned
  /// token is removed with ``removeObserver(_:)``. The center keeps the token (and so the
  /// handler) alive until then.
  ///
  /// UIKit: `addObserverForName:object:queue:usingBlock:`.
  public func addObserver(
    forName name: Notification.Name?, using handler: @escaping (Notification) -> Void
  ) -> NotificationObserverToken {
    let token = NotificationObserverToken()
    var registration = Registration(observer: token, name: name) { _, notification in handler(notification) }
    registration.retained = token
    registrations.append(registration)
    return token
  }

  /// Stops every notification to `observer` (or to the handler of a token).
  ///
  /// UIKit: `removeObserver:`.
  public func removeObserver(_ observer: AnyObject) {
    remove { $0.observer === observer }
  }

  /// Stops the notifications of one name to `observer`; with `nil`, stops them all.
  ///
  /// UIKit: `removeObserver:name:object:`.
  public func removeObserver(_ observer: AnyObject, name: Notification.Name?) {
    remove { $0.observer === observer && (name == nil || $0.name == name) }
  }

  /// Delivers `notification` now to every observer registered for it, in the order they registered.
  ///
  /// UIKit: `postNotification:`.
  public func post(_ notification: Notification) {
    let recipients = registrations.filter { $0.name == nil || $0.name == notification.name }
    var sawDeparted = false
    for registration in recipients {
      guard registration.state.isActive else { continue }
      guard let observer = registration.observer else {
        sawDeparted = true
        continue
      }
      registration.handler(observer, notification)
    }
    if sawDeparted { remove { $0.observer == nil } }
  }

  /// How many observers are registered and still alive (for tests and diagnostics).
  public var observerCount: Int {
    registrations.count { $0.observer != nil }
  }

  /// How many registrations the center holds, including those whose observer went away and
  /// that the next post purges.
  var registrationCount: Int { registrations.count }

  private func remove(where matches: (Registration) -> Bool) {
    registrations.removeAll { registration in
      guard matches(registration) else { return false }
      registration.state.isActive = false
      return true
    }
  }

  private struct Registration {
    weak var observer: AnyObject?
    let name: Notification.Name?
    let handler: (AnyObject, Notification) -> Void
    /// Shared with snapshots taken by a post in progress, so a removal during delivery is seen.
    let state = RegistrationState()
    /// The token of a block observer, which the center keeps alive.
    var retained: AnyObject?

    init(observer: AnyObject, name: Notification.Name?, handler: @escaping (AnyObject, Notification) -> Void) {
      self.observer = observer
      self.name = name
      self.handler = handler
    }
  }

  private final class RegistrationState {
    var isActive = true
  }
}

/// The observer made by ``NotificationCenter/addObserver(forName:using:)``; pass it to
/// ``NotificationCenter/removeObserver(_:)`` to stop the notifications.
///
/// UIKit: the opaque object `addObserverForName:object:queue:usingBlock:` returns.
public final class NotificationObserverToken {
  init() {}
}
