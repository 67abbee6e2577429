import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowWalks

/// The names the planner expects the stepper to find a row by.
@Suite struct RowNameTests {
    @Test("a row's first name is the first of all its names, for any cell and sample", arguments: 0..<20)
    func firstNameIsTheFirstOfTheNames(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let texts: [String?] = [nil, "", "Item", "Detail"]
        let kinds: [Control.Kind] = [.label, .textField, .image, .button]
        let location = SourceLocation(file: "t.flow.xml", line: 1, column: 1)
        for _ in 0..<100 {
            let controls = (0..<generator.below(3)).map { index in
                Control(
                    kind: generator.element(of: kinds), outlet: "view\(index)", text: generator.element(of: texts), placeholder: generator.element(of: texts),
                    location: location)
            }
            let cell = TableCell(
                isPrototype: true, text: generator.element(of: texts), detail: generator.element(of: texts), controls: controls, location: location)
            let values = generator.chance(50) ? [SampleValue(outlet: "view0", text: generator.element(of: texts) ?? "", location: location)] : []
            let sample =
                generator.chance(50)
                ? SampleRow(text: generator.element(of: texts), detail: generator.element(of: texts), values: values, location: location) : nil
            #expect(
                ScreenContents.firstName(of: cell, sample: sample) == ScreenContents.names(of: cell, sample: sample).first,
                "seed \(seed): cell \(String(describing: cell.text)) \(String(describing: cell.detail)), sample \(String(describing: sample))")
        }
    }
}
