import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

@Suite struct TraceJSONLinesReportTests {
  // Spec section 7: `{"t": 1.25, "kind": "...", ...fields}`, one object per line, in order.
  @Test func eachEventIsOneJSONObjectWithTimeKindAndFieldsInOrder() throws {
    let events = [
      TraceEvent(time: 1.25, kind: .deviceOrientationDidChange(orientation: .landscapeLeft)),
      TraceEvent(
        time: 1.25,
        kind: .rotationDecision(
          RotationDecision(
            trigger: .deviceOrientationChange, deviceOrientation: .landscapeLeft, interfaceOrientation: .portrait,
            result: .stay, reason: .notSupported, arbiter: .applicationWithoutRoot, allowed: [.portrait]))),
      TraceEvent(time: 1.5, kind: .viewWillTransitionToSize(controller: "feed", size: Size(width: 667, height: 375))),
      TraceEvent(time: 2, kind: .error(name: "E", reason: "say \"no\"\n")),
    ]
    let output = TraceJSONLinesReport().rendered(events)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5 && lines.last == "")
    #expect(lines[0] == #"{"t": 1.25, "kind": "deviceOrientationDidChange", "orientation": "landscapeLeft"}"#)
    #expect(
      lines[1]
        == #"{"t": 1.25, "kind": "rotationDecision", "device": "landscapeLeft", "decider": null, "mask": ["portrait"], "result": "stay", "reason": "no root view controller, app decides: app [] → stays portrait", "trigger": "deviceOrientationChange"}"#
    )
    for line in lines.dropLast() {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["t"] is NSNumber)
      #expect(object["kind"] is String)
    }
    #expect(lines[3] == #"{"t": 2, "kind": "error", "name": "E", "reason": "say \"no\"\n"}"#)
    let size = try #require(try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
    #expect(size["size"] as? [Double] == [667, 375])
  }

  @Test func controlCharactersAreEscaped() {
    #expect(TraceJSONLinesReport.string("a\u{1}b\tc\\") == #""a\u0001b\tc\\""#)
  }
}
