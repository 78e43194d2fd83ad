import SwivelCore
import SwivelKit

/// One key of an `expect:` step that did not hold: where it was written, what it expected, and
/// what happened instead.
///
/// `swivel check` prints it as `file:line: expected …, got …`, followed by the events nearest to
/// the failure when an `events:` pattern found no match.
public struct ExpectationFailure: Hashable, Sendable {
  /// Where the key (or the pattern) that failed was written.
  public var location: SourceLocation
  /// The expectation's key: `interface`, `frames`, `events` …
  public var key: String
  /// What was expected, in the scenario's words: `interface landscapeRight`.
  public var expected: String
  /// What happened: `portrait`.
  public var got: String
  /// The events nearest to the failure, for `events:` and `noEvents:`; empty for the other keys.
  public var nearbyEvents: [TraceEvent]

  /// A failure of the given key; by default with no nearby events.
  public init(
    location: SourceLocation, key: String, expected: String, got: String, nearbyEvents: [TraceEvent] = []
  ) {
    self.location = location
    self.key = key
    self.expected = expected
    self.got = got
    self.nearbyEvents = nearbyEvents
  }

  /// `photo.yaml:31: expected interface landscapeRight, got portrait`.
  public var message: String {
    "\(location.file):\(location.line): expected \(expected), got \(got)"
  }
}
