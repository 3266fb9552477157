/// The attributes by which a layout element makes a picture a control that
/// `views-layout-image-button-unnamed` reports where the layout declares it: kept so that the
/// Kotlin rule finding the same view's click (`views-layout-image-clicked-unnamed`, which asks
/// for the shape `image`) leaves it, and a user sees one finding per view. What the layout rule
/// asks for is mirrored here, and the rule's examples pin both: an image button or floating
/// action button by its class (an app's subclass of an image button named as one), a Material
/// button (or an app's subclass named as one) or AppCompat button given an `app:icon`, an image
/// view made `clickable`, `focusable` or given an `onClick`, or given a control's pressed ripple
/// (`layout-touch-feedback`: not taking its pressed state from its parent, not switched off by
/// `clickable` or `enabled` `false`); not one restyled by the app (its
/// style may name it), not an image button switched off (`clickable` or `enabled` `false`).
/// The layout's top element is left to the caller (the layout rule leaves it to the code).
struct ControlAttributes {
    private var clickable = false
    private var switchedOff = false
    private var icon = false
    private var appStyle = false
    private var touchFeedback = false
    private var parentState = false

    /// The attributes `read` looks at (the layout reader passes over all others unread).
    static let labels = ["clickable", "focusable", "enabled", "onClick", "icon", "style", "background", "foreground", "duplicateParentState"]

    mutating func read(_ label: String, _ value: String) {
        let trimmed = value.trimmingWhitespace
        switch label {
        case "clickable", "focusable":
            if trimmed == "true" { clickable = true }
            if label == "clickable", trimmed == "false" { switchedOff = true }
        case "enabled": if trimmed == "false" { switchedOff = true }
        case "onClick": if LayoutReader.names(value) { clickable = true }
        case "icon": icon = icon || LayoutReader.names(value)
        case "background", "foreground": touchFeedback = touchFeedback || Self.isTouchFeedback(trimmed)
        case "duplicateParentState": if trimmed == "true" { parentState = true }
        case "style":
            appStyle = trimmed.hasPrefix("@style/") && !trimmed.hasPrefix("@style/Widget.") && !trimmed.hasPrefix("@style/Base.Widget.")
        default: break
        }
    }

    /// Whether an element of class `name` (without its package) with these attributes is one.
    func declaresControl(_ name: Substring) -> Bool {
        guard !appStyle else { return false }
        // An app's subclass named as an image button or a Material button is one too
        // (`ThemedImageButton`, `RippleFixMaterialButton`), as the rule's node reads it.
        if name.hasSuffix("ImageButton") { return !switchedOff }
        if name.hasSuffix("FloatingActionButton") { return name == "FloatingActionButton" || icon }
        if name == "Button" || name.hasSuffix("MaterialButton") || name == "AppCompatButton" { return icon }
        if name == "ImageView" || name == "AppCompatImageView" {
            return clickable || (touchFeedback && !parentState && !switchedOff)
        }
        return false
    }

    /// Whether a background or foreground is the platform's pressed ripple, as `layout-touch-feedback`
    /// reads it: `?attr/selectableItemBackground`, `…Borderless`, `?attr/actionBarItemBackground`,
    /// with or without `android:` and `attr/`.
    static func isTouchFeedback(_ value: String) -> Bool {
        guard value.hasPrefix("?") else { return false }
        var rest = value.dropFirst()[...]
        if rest.hasPrefix("android:") { rest = rest.dropFirst("android:".count) }
        if rest.hasPrefix("attr/") { rest = rest.dropFirst("attr/".count) }
        return rest == "selectableItemBackground" || rest == "selectableItemBackgroundBorderless" || rest == "actionBarItemBackground"
    }
}
