import Foundation
import StoryflowReporting
import StoryflowTestSupport
import Testing

@testable import storyflow

/// Options that take a count (`--max-per-rule`, `--max-steps`, `--max-depth`) read numbers as `Int` options do and
/// show their defaults in help as digits.
@Suite struct CountOptionTests {
    @Test(arguments: [("0", 0), ("100", 100), ("+7", 7), ("-1", -1), ("9223372036854775807", Int.max)])
    func numbersAreReadAsIntReadsThem(text: String, value: Int) {
        #expect(Count(argument: text)?.value == value)
    }

    @Test(arguments: ["", "abc", "5.0", "1e3", " 5", "99999999999999999999", "٣"])
    func anythingElseIsRefused(text: String) {
        #expect(Count(argument: text) == nil)
    }

    @Test func defaultsAreShownAsDigits() {
        #expect(Count(100).defaultValueDescription == "100")
        #expect(Count(100_000).defaultValueDescription == "100000")
    }

    @Test func helpShowsEachDefault() throws {
        let check = try BuiltProducts.run("storyflow", ["check", "--help"])
        #expect(check.output.contains("the most a file's reading keeps). (default: 100)"))
        let paths = try BuiltProducts.run("storyflow", ["paths", "--help"])
        #expect(paths.output.contains("(default: 100000)"))
        #expect(paths.output.contains("(default: 200)"))
    }

    @Test func checkListsItsFormats() throws {
        let check = try BuiltProducts.run("storyflow", ["check", "--help"])
        let values = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(
            check.output.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  +", with: " ", options: .regularExpression).contains(
                "(values: \(values))"))
    }

    @Test func aValueThatIsNotANumberIsAUsageError() throws {
        let run = try BuiltProducts.run("storyflow", ["check", "--max-per-rule", "many", "Flows/Ratings.flow.xml"])
        #expect(run.status == 2)
        #expect(run.errors.contains("The value 'many' is invalid for '--max-per-rule <N>'"))
    }
}
