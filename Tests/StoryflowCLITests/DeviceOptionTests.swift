import Foundation
import StoryflowTestSupport
import Testing

/// `--device iphone|ipad` in `run`, `paths` and `graph`, and a walk's `device` line (docs/runtime.md, "Devices
/// and size classes").
struct DeviceOptionTests {
    static let masterDetail = PresentationSampleFlows.masterDetail

    @Test func anIPhoneCollapsesTheSplitViewAndAnIPadShowsBothColumns() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(Self.masterDetail, to: "MasterDetail.flow.xml")
        let walk = try scratch.write("expect scene detail\nback\ntap Info\n", to: "phone.walk")
        let phone = try runStoryflow(["run", flow, "--script", walk, "--width", "60"])
        #expect(phone.status == 0, "\(phone.output)\(phone.errors)")
        #expect(phone.output.contains("collapsed on an iPhone"))
        #expect(phone.output.contains("(formSheet: popover adapts to formSheet on an iPhone)"))
        let tablet = try runStoryflow(["run", flow, "--device", "ipad", "--script", try scratch.write("expect scene detail\ntap Info\n", to: "pad.walk")])
        #expect(tablet.status == 0, "\(tablet.output)\(tablet.errors)")
        #expect(!tablet.output.contains("collapsed"))
        #expect(tablet.output.contains("(popover)"))
    }

    @Test func aWalksDeviceLineLaunchesAfreshOnThatDevice() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(Self.masterDetail, to: "MasterDetail.flow.xml")
        let walk = try scratch.write("device ipad\nexpect scene detail\ntap Open\nexpect scene other\ndevice iphone\nexpect scene detail\n", to: "switch.walk")
        let run = try runStoryflow(["run", flow, "--script", walk])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("running on an iPad (regular width)"))
        #expect(run.output.contains("running on an iPhone (compact width)"))
        let wrong = try runStoryflow(["run", flow, "--script", try scratch.write("device watch\n", to: "wrong.walk")])
        #expect(wrong.status == 1)
        #expect(wrong.output.contains("'device' needs the device to run on: iphone or ipad."), "\(wrong.output)")
    }

    @Test func pathsForAnIPadStartWithADeviceLineAndPassOnTheDefaultRun() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(Self.masterDetail, to: "MasterDetail.flow.xml")
        for device in ["iphone", "ipad"] {
            let paths = try runStoryflow(["paths", flow, "--device", device, "-o", scratch.file(device)])
            #expect(paths.status == 0, "\(paths.errors)")
            let walks = try FileManager.default.contentsOfDirectory(atPath: scratch.file(device)).filter { $0.hasSuffix(".walk") }.sorted()
            #expect(!walks.isEmpty)
            for name in walks {
                let text = try String(contentsOfFile: scratch.file("\(device)/\(name)"), encoding: .utf8)
                #expect(text.contains("\ndevice ipad\n") == (device == "ipad"), "\(text)")
                let run = try runStoryflow(["run", flow, "--script", scratch.file("\(device)/\(name)")])
                #expect(run.status == 0, "\(device) \(name): \(run.output)")
            }
        }
    }

    @Test func anUnknownDeviceIsRefusedAndGraphTakesADeviceOnlyForItsScreens() throws {
        let scratch = try Scratch()
        let flow = try scratch.write(Self.masterDetail, to: "MasterDetail.flow.xml")
        let unknown = try runStoryflow(["run", flow, "--device", "tablet"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("iphone") && unknown.errors.contains("ipad"), "\(unknown.errors)")
        let text = try runStoryflow(["graph", flow, "--device", "ipad"])
        #expect(text.status == 2)
        #expect(text.errors.contains("--device says how the html picture draws each scene's screen"), "\(text.errors)")
    }
}
