import Foundation
import StoryflowTestSupport
import Testing

/// docs/runtime.md's table of the UIKit behaviours the runtime models names a test for each row: every row names
/// at least one, and every test it names exists.
struct BehaviourTableTests {
    /// The table's rows: the lines of the table under "## Every behaviour", header and separator left out.
    static func rows() throws -> [String] {
        let text = try Repository.text("docs/runtime.md")
        guard let start = text.range(of: "## Every behaviour") else { return [] }
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") }.dropFirst().filter { !$0.hasPrefix("|---") }
    }

    /// The `Suite.test` names in a row's last column.
    static func tests(in row: String) -> [(suite: String, test: String)] {
        let columns = row.split(separator: "|", omittingEmptySubsequences: false)
        guard columns.count >= 6 else { return [] }
        return columns[columns.count - 2].split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.compactMap { _, name in
            let parts = name.split(separator: ".")
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }

    /// The functions each top-level struct of the test files defines, by the struct's name.
    static func functionsBySuite() -> [String: Set<String>] {
        let root = Repository.url("Tests")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        var result: [String: Set<String>] = [:]
        for url in files where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            var suite: String?
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { " (:<{".contains($0) })
                // A declaration at the start of a line opens a top-level type; nested ones are indented.
                if line.first?.isWhitespace == false, let index = words.firstIndex(where: { ["struct", "class", "enum", "extension"].contains($0) }),
                    index + 1 < words.count
                {
                    suite = String(words[index + 1])
                } else if let suite, let index = words.firstIndex(of: "func"), index + 1 < words.count {
                    result[suite, default: []].insert(String(words[index + 1]))
                }
            }
        }
        return result
    }

    @Test func everyRowNamesATestThatExists() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 50, "the table is there: \(rows.count) rows")
        let suites = Self.functionsBySuite()
        for row in rows {
            let named = Self.tests(in: row)
            #expect(!named.isEmpty, "a row without a test: \(row)")
            for (suite, test) in named {
                #expect(suites[suite]?.contains(test) == true, "no test \(test) in \(suite), named by: \(row)")
            }
        }
    }
}
