/// A modal presentation style (`UIModalPresentationStyle`).
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    case automatic
    case fullScreen
    case pageSheet
    case formSheet
    case currentContext
    case overFullScreen
    case overCurrentContext
    case popover
    case none
}

/// A modal transition style (`UIModalTransitionStyle`).
public enum TransitionStyle: String, Sendable, Hashable, CaseIterable {
    case coverVertical
    case flipHorizontal
    case crossDissolve
    case partialCurl
}
