/// What an app's own component stands for as a whole, so a rule that asks for a kind of view
/// (`{component: image}` in the `image-view` fact) counts its calls too: a view whose body is
/// only an image is an image wherever it is used.
public enum ComponentShape: String, Sendable, Codable, CaseIterable {
    /// Its body is one image (or one per branch), named by nothing inside the component and by
    /// no parameter, so the place that uses it decides its name.
    case image
    /// Its body is one image (or one per branch) that the component names itself, or through a
    /// parameter: a view named for a picture (`CloseIcon`) that is not unnamed after all.
    case labelledImage = "labelled-image"
    /// Its body (each branch of it) hides itself from screen readers and is not one of the images
    /// above: whatever it draws, a call of it is never read, so the place that uses it has
    /// nothing to hide or name (a thumbnail loaded by an image library and hidden in its view).
    case hidden
    /// Its body is a `Menu` whose items are what a caller passes (`Menu { content } label: { … }`):
    /// what a call's trailing closure holds are menu items, drawn by the system as inside `Menu`.
    case menu
    /// Its body (each branch of it) draws only shapes and colours (`draws-only-shapes`: an LED
    /// dot, `Circle().fill(…)`), or only calls such a component of its file: it shows no text and
    /// no picture, so a control's label that holds it beside icons still shows no words.
    case drawing
    /// (Compose.) Its body is a column of a text named as a label over a text named as its value
    /// (`shows-label-over-value`), merged by nothing inside: a caption and its value that read
    /// as two stops, so a call of it is such a pair wherever it stands (a rule's case at the
    /// call, in a file the component is not declared in).
    case labelValue = "label-value"
    /// (Layout views only.) A picture that nothing in the layout names and that the layout itself
    /// makes a control (`LayoutView.control`): the layout rule reports it where it is declared.
    case control
    /// (Layout views only, asked by a `layout:` test, never a view's `shape`.) A view the layout
    /// declares as a class with a role of its own (`LayoutView.declaresRole`): a button, a check
    /// box, a text field, whatever type the code finds it by.
    case role
}
