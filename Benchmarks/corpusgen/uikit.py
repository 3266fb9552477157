"""UIKit view controllers: stored views, setup code, constraints, actions, table extensions."""

from . import words
from .context import FileContext, camel, indent


def icon_only_button(ctx):
    verb, title = ctx.pick(words.ACTIONS)
    button = ctx.fresh(f"{verb}Button")
    lines = [f"{button}.setImage(UIImage(systemName: \"{ctx.pick(words.SF_SYMBOLS)}\"), for: .normal)",
             f"{button}.addTarget(self, action: #selector(didTap{title}), for: .touchUpInside)"]
    if not ctx.plant("icon-only-button-unlabeled"):
        lines.append(f'{button}.accessibilityLabel = NSLocalizedString("{title}", comment: "{verb} button")')
    return [f"let {button} = UIButton(type: .system)", *lines, f"stackView.addArrangedSubview({button})"]


def tap_without_role(ctx):
    noun = ctx.pick(words.NOUNS)
    view = ctx.fresh(f"{noun}CardView")
    tap = ctx.fresh(f"{noun}Tap")
    lines = [f"let {tap} = UITapGestureRecognizer(target: self, action: #selector(didTap{noun.capitalize()}Card))",
             f"{view}.addGestureRecognizer({tap})", f"{view}.isUserInteractionEnabled = true"]
    if not ctx.plant("tap-without-role"):
        lines += [f"{view}.isAccessibilityElement = true", f"{view}.accessibilityTraits = .button"]
    return lines


def dimmed_without_disabled(ctx):
    condition = ctx.pick(words.CONDITIONS)
    button = ctx.fresh("submitButton")
    lines = [f"{button}.alpha = viewModel.{condition} ? 1.0 : 0.5"]
    if ctx.plant("dimmed-without-disabled"):
        lines.append(f"{button}.isUserInteractionEnabled = viewModel.{condition}")
    else:
        lines.append(f"{button}.isEnabled = viewModel.{condition}")
    return lines


def text_field(ctx):
    noun = ctx.pick(words.NOUNS)
    field = ctx.fresh(f"{noun}Field")
    lines = [f"let {field} = UITextField()", f"{field}.borderStyle = .roundedRect",
             f"{field}.returnKeyType = .done", f"{field}.delegate = self"]
    if not ctx.plant("text-field-unlabeled"):
        lines += [f'{field}.placeholder = NSLocalizedString("{noun.capitalize()}", comment: "")',
                  f"{field}.accessibilityLabel = {field}.placeholder"]
    return lines + [f"stackView.addArrangedSubview({field})"]


def custom_toggle(ctx):
    flag = ctx.fresh(camel(ctx.pick(words.FEATURES)) + "Checked")
    button = ctx.fresh("checkboxButton")
    lines = [f'{button}.setImage(UIImage(systemName: {flag} ? "checkmark.square.fill" : "square"), for: .normal)',
             f'{button}.accessibilityLabel = NSLocalizedString("Remember me", comment: "")']
    if not ctx.plant("custom-toggle-state-hidden"):
        lines.append(f"{button}.isSelected = {flag}")
    return lines


DEFECTS = [icon_only_button, tap_without_role, dimmed_without_disabled, text_field, custom_toggle]


def _neutral(ctx):
    roll = ctx.rng.randrange(5)
    noun = ctx.pick(words.NOUNS)
    if roll == 0:
        return [f"titleLabel.text = \"\\({noun}.title) (\\({noun}.count))\"",
                "titleLabel.font = .preferredFont(forTextStyle: .headline)",
                "titleLabel.adjustsFontForContentSizeCategory = true"]
    if roll == 1:
        verb, title = ctx.pick(words.ACTIONS)
        button = ctx.fresh(f"{verb}TextButton")
        return [f"let {button} = UIButton(configuration: .filled())",
                f'{button}.configuration?.title = NSLocalizedString("{title}", comment: "")',
                f"{button}.addTarget(self, action: #selector(didTap{title}), for: .touchUpInside)"]
    if roll == 2:
        return [f"// {ctx.pick(words.COMMENTS)}", "view.backgroundColor = .systemBackground"]
    if roll == 3:
        return ["#if targetEnvironment(macCatalyst)", "navigationController?.navigationBar.prefersLargeTitles = false",
                "#else", "navigationController?.navigationBar.prefersLargeTitles = true", "#endif"]
    return ["/* Older iOS versions need the explicit inset:", "   tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)",
            "*/", "tableView.contentInsetAdjustmentBehavior = .automatic"]


def _setup_body(ctx, count):
    out = []
    for _ in range(count):
        if ctx.chance(0.2):
            out += ctx.pick(DEFECTS)(ctx)
        else:
            out += _neutral(ctx)
        out.append("")
    return out[:-1]


def controller(ctx, name):
    """One view controller class with its extensions."""
    lines = ["", f"/// Hosts the {name} screen.", f"final class {name}ViewController: UIViewController {{",
             f"    private let viewModel: {name}ViewModel", "    private let titleLabel = UILabel()",
             "    private let stackView = UIStackView()", "    private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
             "    private var cancellables = Set<AnyCancellable>()", "",
             f"    init(viewModel: {name}ViewModel) {{", "        self.viewModel = viewModel",
             "        super.init(nibName: nil, bundle: nil)", "    }", "",
             "    @available(*, unavailable)", "    required init?(coder: NSCoder) {",
             '        fatalError("init(coder:) has not been implemented")', "    }", "",
             "    override func viewDidLoad() {", "        super.viewDidLoad()", "        setupViews()",
             "        setupConstraints()", "        bind()", "    }", "", "    private func setupViews() {"]
    lines += indent(_setup_body(ctx, ctx.rng.randrange(4, 12)), 2)
    lines += ["    }", "", "    private func setupConstraints() {",
              "        stackView.translatesAutoresizingMaskIntoConstraints = false",
              "        NSLayoutConstraint.activate(["]
    for anchor in ("topAnchor", "leadingAnchor", "trailingAnchor"):
        constant = ctx.rng.choice(["16", "20", "-16", "8"])
        lines.append(f"            stackView.{anchor}.constraint(equalTo: view.safeAreaLayoutGuide.{anchor}, constant: {constant}),")
    lines += ["        ])", "    }", "", "    private func bind() {",
              "        viewModel.$state", "            .receive(on: DispatchQueue.main)",
              "            .sink { [weak self] state in self?.render(state) }", "            .store(in: &cancellables)",
              "    }", "", f"    private func render(_ state: {name}ViewModel.State) {{",
              '        title = state.title.isEmpty ? "Untitled" : "\\(state.title) — \\(state.items.count)"',
              "        tableView.reloadData()", "    }"]
    for _, title in ctx.rng.sample(words.ACTIONS, 2):
        lines += ["", f"    @objc private func didTap{title}() {{", f"        viewModel.handle(.{camel(title)})", "    }"]
    lines += ["}", "", f"extension {name}ViewController: UITableViewDataSource {{",
              "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
              "        viewModel.state.items.count", "    }", "",
              "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
              '        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)',
              "        var content = cell.defaultContentConfiguration()",
              "        content.text = viewModel.state.items[indexPath.row].title", "        cell.contentConfiguration = content",
              "        return cell", "    }", "}"]
    return lines


def controller_file(rng, name, target_lines):
    """A UIKit file of roughly `target_lines` lines; returns (text, tally)."""
    ctx = FileContext(rng, "uikit")
    lines = ["//", f"//  {name}ViewController.swift", "//", "", "import UIKit", "import Combine"]
    lines += controller(ctx, name)
    index = 2
    while len(lines) < target_lines:
        lines += controller(ctx, f"{name}{ctx.pick(words.PARTS)}{index}")
        index += 1
    return "\n".join(lines) + "\n", ctx.tally
