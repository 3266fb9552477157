/// The guideline entries compiled into the binary, so an installed scanner needs no data files.
/// The words are the project's own, distilled from the component pages of the guideline set;
/// a team's pages can replace them at run time (`GuidelineCatalog.merging(pages:aliases:)`).
/// One file per family of components keeps each list readable.
enum BuiltInCatalog {
    static let entries: [GuidelineEntry] = [
        button, link, toggle,
        dropdown, segmentedControl, expandableRegion,
        image, textField,
        tableRowButton, modal,
    ]
}
