/// Where the walks `storyflow paths` generates start.
public enum WalkStart: Hashable, Sendable {
    /// The app's launch at the initial scene, then, for each scene code makes by its storyboard identifier that no
    /// walk before shows, a walk that starts there (`open ID`, as `storyflow run --start`).
    case launch
    /// Only the scenes code makes by their storyboard identifier, as `launch` starts them after the launch: for an
    /// app whose launch raises an error, so that no walk can start there.
    case codeEntryPoints
    /// Only a scene, by its storyboard identifier or id (`paths --start`): every walk begins `open ID`.
    case scene(String)
    /// Only a deep link (`paths --open`): every walk begins `open URL`, which builds the link's back stack.
    case deepLink(String)
}
