/// Whether the layout declares a view as a class that has a role of its own, whatever type the
/// code finds it by: `val copy: ImageView = findViewById(R.id.copy)` on an `ImageButton` is
/// still announced as a button, since a view reports its own class to accessibility services
/// (`getAccessibilityClassName()`), not the type of the variable that holds it.
extension LayoutView {
    /// A button, an image button, a floating action button, a check box, a radio button, a
    /// switch, a toggle, a chip, a spinner, a seek bar or a text field: the toolkits' classes,
    /// and an app's subclass named as an image button, a Material button or a text field, as
    /// the layout rules read them.
    public var declaresRole: Bool {
        let name = className
        for suffix in Self.roleSuffixes where name.hasSuffix(suffix) { return true }
        return Self.roleClasses.contains(String(name))
    }

    /// Whether the view has `shape` as a `layout:` test asks: `role` by its class
    /// (`declaresRole`), any other shape as `shape` says it.
    public func has(_ shape: ComponentShape) -> Bool {
        shape == .role ? declaresRole : self.shape == shape
    }

    static let roleSuffixes = ["ImageButton", "MaterialButton", "FloatingActionButton", "EditText", "AutoCompleteTextView"]
    static let roleClasses: Set<String> = [
        "Button", "AppCompatButton", "CheckBox", "AppCompatCheckBox", "MaterialCheckBox",
        "RadioButton", "AppCompatRadioButton", "MaterialRadioButton", "Switch", "SwitchCompat",
        "SwitchMaterial", "MaterialSwitch", "ToggleButton", "AppCompatToggleButton", "Chip",
        "Spinner", "AppCompatSpinner", "SeekBar", "AppCompatSeekBar", "Slider", "RangeSlider",
    ]
}
