/// Attributes and annotations that leave a declaration an ordinary one, called only where the
/// code names it. Any other (`@main`, `@objc`, `@IBAction`, a navigation library's
/// `@Destination`, `@Keep`) may make something outside the sources call it.
public enum OrdinaryAttributes {
    public static let names: Set<String> = [
        "Composable", "OptIn", "Suppress", "SuppressLint", "Stable", "Immutable", "NonRestartableComposable",
        "ReadOnlyComposable", "JvmOverloads", "UiComposable", "MainActor", "available", "frozen", "preconcurrency",
    ]

    /// Whether the attribute `name` (without its `@`) leaves a declaration ordinary.
    public static func contains(_ name: String) -> Bool {
        names.contains(name) || name.hasPrefix("Experimental")
    }
}
