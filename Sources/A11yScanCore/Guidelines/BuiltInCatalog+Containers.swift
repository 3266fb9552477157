/// Containers that act as one control or hold the screen: table row button, modal.
extension BuiltInCatalog {
    static let tableRowButton = GuidelineEntry(
        slug: "table-row-button",
        title: "Table row button",
        summary: "A row of a list or table that acts as one button, for example to open details.",
        expectations: [
            .name: "The row announces its text as one name, in a logical order (label before value).",
            .role: "The row is announced as a button, or as a link when it leaves the app; section header rows are headings, not buttons.",
            .group: "Everything in the row is one swipe, and a row holds at most one interactive control.",
            .state: "Announces disabled when the row cannot be used, and selected when it carries a checkmark.",
            .focus: "Rows are reached in order; coming back from a detail screen puts focus back on the row.",
        ],
        advice: [
            .name: [
                .uikit: ["Let the cell's text labels name the row, or set the cell's `accessibilityLabel` to a readable summary."],
                .swiftui: ["Put the row's text in the `Button` or `NavigationLink` label; hide decorative icons with `accessibilityHidden(true)`."],
                .views: ["Let the row's text views supply the name, or set a `contentDescription` on the row root for a better summary."],
                .compose: ["Make the row `clickable` so its texts merge; override with `Modifier.semantics { contentDescription = … }` only when the merged text reads badly."],
            ],
            .role: [
                .uikit: [
                    "Use a selectable `UITableViewCell`; a custom cell adds `.button` to `accessibilityTraits`.",
                    "Use `.link` instead when the row opens something outside the app.",
                ],
                .swiftui: ["Use `Button` or `NavigationLink` inside `List` instead of `onTapGesture` on the row."],
                .views: ["Make the `RecyclerView` item clickable and report a button role through an accessibility delegate."],
                .compose: ["Put `Modifier.clickable(role = Role.Button) { … }` on the row inside the `LazyColumn` item."],
            ],
            .group: [
                .uikit: ["Make the cell the accessibility element and keep its subviews from being elements of their own."],
                .swiftui: ["Use `accessibilityElement(children: .combine)` on a custom row view."],
                .views: ["Set `android:screenReaderFocusable=\"true\"` on the item root and make its children not focusable."],
                .compose: ["`clickable` on the row merges its children; a row that is not clickable uses `Modifier.semantics(mergeDescendants = true) {}`."],
            ],
            .state: [
                .uikit: ["Add `.notEnabled` to the cell's `accessibilityTraits` when it cannot be used, and `.selected` when it is checked."],
                .swiftui: ["Use `disabled(_:)` for a row that cannot be used and `accessibilityAddTraits(.isSelected)` for the checked row."],
                .views: ["Set `isEnabled = false` on an unavailable item and `isSelected = true` on a checked one."],
                .compose: ["Pass `enabled = false` to `clickable`; a checked row uses `Modifier.selectable(selected = …)` instead."],
            ],
            .focus: [
                .uikit: ["After reloading the table, post `.layoutChanged` with the row that had focus."],
                .views: ["Use stable item ids (`setHasStableIds(true)`) so focus survives data changes."],
                .compose: ["Give `LazyColumn` items a stable `key` so focus survives updates."],
            ],
        ]
    )

    static let modal = GuidelineEntry(
        slug: "modal",
        title: "Modal",
        summary: "A dialog, sheet or popover that covers the screen and must be dealt with before the content under it.",
        expectations: [
            .name: "Announces its title when it opens.",
            .role: "Is identified as a dialog, and the content underneath cannot be reached while it is open.",
            .group: "Its title, message and actions are read inside it, in order.",
            .state: "Opening and closing are announced, or made evident by the move of focus.",
            .focus: "Focus moves into it when it opens, stays inside, and returns to the control that opened it when it closes; a screen reader user can always close it.",
        ],
        advice: [
            .name: [
                .uikit: ["Give the alert or sheet a title; set a custom modal container's `accessibilityLabel`."],
                .swiftui: ["Give `alert` and `confirmationDialog` a title; mark a custom sheet's heading with `accessibilityAddTraits(.isHeader)`."],
                .views: ["Give the dialog a title with `setTitle`; name a custom pane with `ViewCompat.setAccessibilityPaneTitle`."],
                .compose: ["Give `AlertDialog` a `title`; name a custom pane with `Modifier.semantics { paneTitle = … }`."],
            ],
            .role: [
                .uikit: ["Set `accessibilityViewIsModal = true` on a custom modal's container so VoiceOver ignores what lies behind it."],
                .swiftui: ["Present with `sheet`, `fullScreenCover`, `alert` or `confirmationDialog`; a custom overlay adds `accessibilityAddTraits(.isModal)`."],
                .views: ["Use `DialogFragment`, `AlertDialog` or `BottomSheetDialogFragment`, which block the content underneath."],
                .compose: ["Use `Dialog`, `AlertDialog` or `ModalBottomSheet`; a custom overlay adds `Modifier.semantics { dialog() }`."],
            ],
            .group: [
                .uikit: ["Keep the modal's elements in one container whose `accessibilityElements` lists them in reading order."],
                .swiftui: ["Keep the modal's content in one container; use `accessibilitySortPriority(_:)` only to correct the order."],
                .views: ["Keep the dialog's views in one layout so title, message and buttons are read in order."],
                .compose: ["Mark a custom modal's container with `Modifier.semantics { isTraversalGroup = true }`."],
            ],
            .state: [
                .uikit: ["Post `UIAccessibility.post(notification: .screenChanged, argument:)` when a custom modal appears."],
                .views: ["Set a custom pane's title before showing it so its appearance is announced."],
            ],
            .focus: [
                .uikit: [
                    "Post `.screenChanged` with the modal's first element when it opens, and give focus back to the trigger when it closes.",
                    "Implement `accessibilityPerformEscape()` so the escape gesture closes it.",
                ],
                .swiftui: ["Support the escape gesture with `accessibilityAction(.escape) { … }` on a custom overlay; return focus with `@AccessibilityFocusState`."],
                .views: ["Close on back; afterwards return focus with `performAccessibilityAction(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null)` on the trigger."],
                .compose: ["Pass an `onDismissRequest`, and give focus back to the trigger with a `FocusRequester` after closing."],
            ],
        ]
    )
}
