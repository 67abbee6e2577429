import StoryflowModel

/// A view (`UIView`): a tag, an outlet name from the flow, and subviews. Controls are subclasses.
@MainActor
open class View {
    /// The view's tag (`viewWithTag(_:)`).
    public var tag: Int
    /// The outlet name the flow gives it, if any.
    public internal(set) var outletName: String?
    /// Whether it is hidden.
    public var isHidden = false
    /// Whether it responds to taps.
    public var isEnabled = true
    /// The subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The view it is a subview of.
    public private(set) weak var superview: View?
    /// The flow declaration it was made from, if any.
    public let controlDeclaration: Control?

    /// Creates a view with a tag and outlet name.
    public init(tag: Int = 0, outletName: String? = nil, declaration: Control? = nil) {
        self.tag = tag
        self.outletName = outletName
        self.controlDeclaration = declaration
    }

    /// Adds `view` on top of the subviews.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// This view if its tag is `tag`, else the first subview (depth first) with that tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Whether the view or one it is inside is hidden, so the screen does not draw it.
    public var isHiddenOnScreen: Bool {
        sequence(first: self, next: \.superview).contains { $0.isHidden }
    }

    /// This view and all views below it, depth first.
    public var selfAndDescendants: [View] { [self] + subviews.flatMap(\.selfAndDescendants) }

    /// The first view at or below this one whose outlet name is `name`.
    public func view(forOutlet name: String) -> View? {
        selfAndDescendants.first { $0.outletName == name }
    }

    /// The text the view shows, for screens (labels, buttons, fields); `nil` for plain views.
    var displayText: String? { nil }

    /// The control kind reported on screens.
    var screenKind: Control.Kind { .view }

    /// Makes the view for a flow control, with its nested controls as subviews.
    static func make(from control: Control) -> View {
        let view: View
        switch control.kind {
        case .label: view = Label(control)
        case .button: view = Button(control)
        case .textField: view = TextField(control)
        case .switch: view = Switch(control)
        case .image: view = ImageView(control)
        case .containerView: view = ContainerView(control)
        case .view: view = View(tag: control.tag ?? 0, outletName: control.outlet, declaration: control)
        }
        view.isEnabled = control.isEnabled
        view.isHidden = control.isHidden
        for child in control.children { view.addSubview(make(from: child)) }
        return view
    }
}

/// A container view that holds an embedded child controller's view (`embed` segue).
@MainActor
public final class ContainerView: View {
    /// The embedded controller, once its embed segue ran.
    public internal(set) weak var embeddedViewController: ViewController?

    init(_ control: Control) {
        super.init(tag: control.tag ?? 0, outletName: control.outlet, declaration: control)
    }

    override var screenKind: Control.Kind { .containerView }
}
