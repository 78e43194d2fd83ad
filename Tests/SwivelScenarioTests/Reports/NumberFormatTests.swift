import Testing

@testable import SwivelScenario

@Suite struct NumberFormatTests {
  @Test(
    "short numbers: rounded to the microsecond, no trailing zeros",
    arguments: zip(
      [0.1 + 0.2, 667, 0, -0.5, 1.25, 0.0000004, 12.3456789], ["0.3", "667", "0", "-0.5", "1.25", "0", "12.345679"]))
  func short(value: Double, text: String) {
    #expect(NumberFormat.short(value) == text)
  }

  @Test("seconds with three decimals", arguments: zip([0, 1, 12.3456, 0.0005], ["0.000", "1.000", "12.346", "0.001"]))
  func seconds(value: Double, text: String) {
    #expect(NumberFormat.seconds(value) == text)
  }

  // A time past the integers Int64 holds in milliseconds crashed the conversion.
  @Test(arguments: zip([1e300, -1e300, .infinity, .nan], ["1e+300", "-1e+300", "inf", "nan"]))
  func secondsBeyondMillisecondsAreWrittenWhole(value: Double, text: String) {
    #expect(NumberFormat.seconds(value) == text)
  }
}
