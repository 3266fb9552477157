/// Content elements: image (and icon), text field.
extension BuiltInCatalog {
    static let image = GuidelineEntry(
        slug: "image",
        title: "Image",
        summary: "A picture or icon: either content that needs a description, or decoration that must stay silent.",
        expectations: [
            .name: "A meaningful image announces a short description of what it shows or means; a decorative one says nothing.",
            .role: "A meaningful image is announced as an image; a decorative one is never reached.",
            .group: "An icon next to a text label is not a separate stop: it is hidden, or merged with the label.",
            .state: "An image has no state of its own; a state an icon shows (a checkmark, a badge) is announced by its control.",
            .focus: "Decorative images never take screen reader focus.",
        ],
        advice: [
            .name: [
                .uikit: ["Set `isAccessibilityElement = true` and an `accessibilityLabel` on a meaningful `UIImageView`."],
                .swiftui: [
                    "Use `Image(_:label:)`, or add `accessibilityLabel(_:)`, for a meaningful image.",
                    "Use `Image(decorative:)` for decoration.",
                ],
                .views: ["Set `android:contentDescription` on a meaningful image and `@null` on a decorative one."],
                .compose: ["Pass a `contentDescription` to `Image` or `Icon` when it carries meaning, and `null` when it is decoration."],
            ],
            .role: [
                .uikit: ["Give a meaningful image the `.image` trait; a tappable image is a button and gets `.button` instead."],
                .swiftui: ["Images get the image trait automatically; put a tappable image inside a `Button`."],
                .views: ["Use `ImageButton` for a tappable image rather than a clickable `ImageView`."],
                .compose: ["Put a tappable image in an `IconButton`, or use `Modifier.clickable(role = Role.Button)`."],
            ],
            .group: [
                .uikit: ["Leave decorative `UIImageView`s with `isAccessibilityElement = false` so VoiceOver skips them."],
                .swiftui: ["Hide an icon next to text with `accessibilityHidden(true)`, or use `Label`, which reads icon and text as one."],
                .views: ["Mark an icon next to text `android:importantForAccessibility=\"no\"`."],
                .compose: ["Give an icon next to a `Text` `contentDescription = null` so the row is read once."],
            ],
            .state: [
                .swiftui: ["Put the state an icon shows on its control, e.g. `accessibilityAddTraits(.isSelected)`, not in the image's label."],
                .compose: ["Report the state an icon shows on its control with `stateDescription`, not in the icon's description."],
            ],
            .focus: [
                .uikit: ["Leave decorative images out of a custom container's `accessibilityElements`."],
                .swiftui: ["An image marked `accessibilityHidden(true)` never takes focus."],
                .views: ["A decorative image must not be `focusable`; set `android:importantForAccessibility=\"no\"`."],
                .compose: ["Use `Modifier.clearAndSetSemantics {}` on a purely decorative composite so it never takes focus."],
            ],
        ]
    )

    static let textField = GuidelineEntry(
        slug: "text-field",
        title: "Text field",
        summary: "An editable text input.",
        expectations: [
            .name: "Announces a label that stays; placeholder or hint text on its own is not a name.",
            .role: "Is announced as a text field, and as secure when it hides what is typed.",
            .group: "The visible label, the field and any helper or error text belong together, so the label is read with the field.",
            .state: "Announces its value, whether it is disabled or read-only, and any error message.",
            .focus: "On submit, focus moves to the first field in error; next and done move through the fields in visual order.",
        ],
        advice: [
            .name: [
                .uikit: ["Set `accessibilityLabel` to the visible label; `placeholder` is no substitute."],
                .swiftui: ["Give `TextField(_:text:)` a real title and keep a visible label; add `accessibilityLabel(_:)` when the title is only a prompt."],
                .views: ["Wrap the `EditText` in a `TextInputLayout` with `android:hint`, or point a label's `android:labelFor` at it."],
                .compose: ["Give `TextField` or `OutlinedTextField` a `label`; a `placeholder` alone is not enough."],
            ],
            .role: [
                .uikit: ["Use `UITextField` or `UITextView`; set `isSecureTextEntry` for passwords."],
                .swiftui: ["Use `TextField`, `SecureField` or `TextEditor` rather than a tappable `Text`."],
                .views: ["Use `EditText` or `TextInputEditText` with a fitting `android:inputType`."],
                .compose: ["Use `TextField` or `BasicTextField`; hide secrets with `PasswordVisualTransformation` and `KeyboardType.Password`."],
            ],
            .group: [
                .uikit: ["Hide the separate label view (`isAccessibilityElement = false`) once its text is the field's `accessibilityLabel`."],
                .swiftui: ["Keep label and field together, e.g. in `LabeledContent` or a `Form` row, so the label is not a stop of its own."],
                .views: ["Use `TextInputLayout` so the hint, helper and error text belong to the field."],
                .compose: ["Use the `label`, `supportingText` and `isError` parameters so they are read with the field."],
            ],
            .state: [
                .uikit: ["Set `isEnabled = false` for a disabled field; announce a validation error with `UIAccessibility.post(notification: .announcement, argument:)`."],
                .swiftui: ["Use `disabled(_:)`; expose an error on the field with `accessibilityValue(_:)` or `accessibilityHint(_:)`."],
                .views: ["Show errors with `TextInputLayout.setError(…)` so TalkBack reads them; set `isEnabled = false` for a disabled field."],
                .compose: ["Set `isError = true` and add `Modifier.semantics { error(\"…\") }` with the message; use `enabled = false` or `readOnly = true` as fits."],
            ],
            .focus: [
                .uikit: ["Call `becomeFirstResponder()` on the first field in error and post `.layoutChanged` with it."],
                .swiftui: ["Drive focus with `@FocusState` and `focused(_:equals:)`; move it to the first field in error on submit."],
                .views: ["Call `requestFocus()` on the first field in error; set the order with `android:imeOptions` and `android:nextFocusForward`."],
                .compose: ["Focus the first field in error with a `FocusRequester`; use `KeyboardOptions(imeAction = ImeAction.Next)` to move between fields."],
            ],
        ]
    )
}
