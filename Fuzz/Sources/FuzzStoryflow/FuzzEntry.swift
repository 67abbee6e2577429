import Foundation

/// The surface fuzzed: `STORYFLOW_FUZZ_TARGET` names it (`flow` when unset).
private let fuzzTarget = ProcessInfo.processInfo.environment["STORYFLOW_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:)) ?? .flow

/// libFuzzer's callback: each generated input goes through `FuzzTarget` (the same code `swift test` replays
/// `Fuzz/Corpus/NAME/` with).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { fuzzTarget.run(bytes) }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point as SwiftPM names it for an executable target: hands the command line to
/// libFuzzer's driver.
@_cdecl("FuzzStoryflow_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
