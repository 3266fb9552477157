"""The bracket matcher and the element-range finder: run with
`python3 -m unittest discover -s Benchmarks -t Benchmarks`."""

import textwrap
import unittest

from realworld.codeview import CodeView
from realworld.elements import element_at, expression_end, lambda_owner, own_code


def view_of(source, language):
    return CodeView(textwrap.dedent(source).lstrip("\n"), language)


def offset_of(view, needle, occurrence=1):
    at = -1
    for _ in range(occurrence):
        at = view.text.index(needle, at + 1)
    return at


def lines(element):
    return element.start_line, element.end_line


class CodeViewTests(unittest.TestCase):
    def test_brackets_in_strings_and_comments_do_not_pair(self):
        view = view_of('''
            let a = foo("(", /* ) { */ 1) // )
            let b = "\\(bar(")"))" + #"(raw \\#(x) ")"#
            ''', "swift")
        first_open = view.text.index("foo(") + 3
        self.assertEqual(view.text[view.pairs[first_open]], ")")
        self.assertEqual(view.line_of(view.pairs[first_open]), 1)
        self.assertEqual(view.pairs[first_open], view.text.index("1)") + 1)
        self.assertNotIn(view.text.index("/* ) {") + 4, view.pairs.values())
        # The interpolated call pairs; the brackets of the string around it do not.
        call = view.text.index("bar(") + 3
        self.assertEqual(view.text[view.pairs[call]], ")")
        self.assertEqual(view.code.count("("), view.code.count(")"))
        self.assertIn('bar(" "))"', view.code.splitlines()[1])
        self.assertIn('#"     \\#(x)   "#', view.code.splitlines()[1])

    def test_nested_comments_and_multiline_strings(self):
        view = view_of('''
            /* outer /* inner ) */ still comment ( */
            let s = """
              ) not code {
              """
            call(x)
            ''', "swift")
        self.assertEqual(len(view.pairs), 1)
        self.assertEqual(view.code.splitlines()[0].strip(), "")
        self.assertEqual(view.code.splitlines()[2].strip(), "")

    def test_kotlin_templates_and_char_literals(self):
        view = view_of('''
            val a = "x${f(")")}y" + ')' + '\\''
            g(a)
            ''', "kotlin")
        opens = sorted(view.pairs)
        self.assertEqual([view.text[o] for o in opens], ["{", "(", "("])
        self.assertTrue(all(close is not None for close in view.pairs.values()))

    def test_unclosed_brackets_do_not_stop_the_lexer(self):
        view = view_of("foo(bar\n}\nbaz)", "kotlin")
        self.assertEqual(view.close_of(3), len(view.text) - 1)

    def test_enclosing_skips_closed_siblings(self):
        view = view_of("a(b(c), d[e], f)", "kotlin")
        self.assertEqual(view.enclosing(view.text.index("f")), 1)
        self.assertEqual(view.enclosing(view.text.index("c")), 3)
        self.assertIsNone(view.enclosing(0))


class SwiftElementTests(unittest.TestCase):
    SCREEN = '''
        struct Row: View {
            var body: some View {
                HStack {
                    Image(systemName: "star")
                        .foregroundColor(.yellow)
                    Text("Favourite")
                }
                Button {
                    toggle()
                } label: {
                    Image(systemName: "heart")
                }
                .padding()
                #if os(iOS)
                .hoverEffect()
                #endif
            }
        }
        '''

    def test_modifier_inserted_after_a_chain_covers_its_root(self):
        view = view_of(self.SCREEN, "swift")
        after_color = view.line_end(5)
        self.assertEqual(lines(element_at(view, after_color, continuation=True)), (4, 5))

    def test_modifier_after_a_labelled_trailing_closure_covers_the_button(self):
        view = view_of(self.SCREEN, "swift")
        after_endif = view.line_end(16)
        self.assertEqual(lines(element_at(view, after_endif, continuation=True)), (8, 16))

    def test_modifier_inserted_mid_chain_covers_the_whole_chain(self):
        view = view_of(self.SCREEN, "swift")
        self.assertEqual(lines(element_at(view, view.line_end(13), continuation=True)), (8, 15))

    def test_modifier_after_a_closing_brace_covers_the_stack(self):
        view = view_of(self.SCREEN, "swift")
        self.assertEqual(lines(element_at(view, view.line_end(7), continuation=True)), (3, 7))

    def test_sibling_on_the_previous_line_is_not_part_of_the_chain(self):
        view = view_of('''
            VStack {
                Text("a")
                Image("b")
            }
            ''', "swift")
        self.assertEqual(lines(element_at(view, view.line_end(3), continuation=True)), (3, 3))

    def test_changed_call_line_is_its_own_element_with_its_chain(self):
        view = view_of('''
            VStack {
                Text("a")
                Image("b")
                    .resizable()
            }
            ''', "swift")
        self.assertEqual(lines(element_at(view, offset_of(view, "Image"))), (3, 4))

    def test_icon_that_is_a_buttons_whole_label_belongs_to_the_button(self):
        view = view_of('''
            VStack {
                Text("a")
                Button(action: close) {
                    Image(systemName: "xmark")
                }
            }
            ''', "swift")
        self.assertEqual(lines(element_at(view, offset_of(view, "Image"))), (3, 5))

    def test_icon_that_is_a_buttons_label_argument_belongs_to_the_button(self):
        view = view_of('''
            VStack {
                Button(action: {
                    dismiss()
                }, label: {
                    Image(systemName: "xmark")
                        .font(.body)
                })
                .padding()
                Spacer()
            }
            ''', "swift")
        self.assertEqual(lines(element_at(view, view.line_end(6), continuation=True)), (2, 7))

    def test_action_argument_closure_is_not_the_buttons_content(self):
        view = view_of('''
            Button(action: {
                log()
            }, label: {
                Text("a")
            })
            ''', "swift")
        self.assertIsNone(lambda_owner(view, offset_of(view, "{")))

    def test_uikit_assignment_reaches_back_to_the_views_first_mention(self):
        view = view_of('''
            func setUp() {
                title.text = "x"
                closeButton.setImage(icon, for: .normal)
                closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                view.addSubview(closeButton)
            }
            ''', "swift")
        anchor = "    closeButton.accessibilityLabel = label"
        self.assertEqual(lines(element_at(view, view.line_end(5), anchor_code=anchor)), (3, 5))
        self_anchor = "    accessibilityLabel = label"
        self.assertEqual(lines(element_at(view, view.line_end(5), anchor_code=self_anchor)), (1, 5))

    def test_argument_belongs_to_its_call(self):
        view = view_of('''
            let item = UIBarButtonItem(
                image: icon,
                style: .plain,
                target: self,
                action: #selector(share)
            )
            ''', "swift")
        self.assertEqual(lines(element_at(view, offset_of(view, "style"))), (1, 6))


class KotlinElementTests(unittest.TestCase):
    SCREEN = '''
        @Composable
        fun Header(onClose: () -> Unit) {
            Row(
                modifier = Modifier
                    .fillMaxWidth()
                    .clickable { onClose() },
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Text("Title")
                IconButton(onClick = onClose) {
                    Icon(
                        imageVector = Icons.Default.Close,
                        contentDescription = null,
                    )
                }
                Box(Modifier.semantics {
                    heading()
                })
            }
        }
        '''

    def test_changed_icon_argument_covers_the_icon_button(self):
        view = view_of(self.SCREEN, "kotlin")
        self.assertEqual(lines(element_at(view, offset_of(view, "contentDescription"))), (10, 15))

    def test_modifier_chain_belongs_to_the_composable_it_is_passed_to(self):
        view = view_of(self.SCREEN, "kotlin")
        # A modifier inserted after `.clickable { … }`: the Row is the element.
        self.assertEqual(lines(element_at(view, view.line_end(5), continuation=False)), (3, 8))
        self.assertEqual(lines(element_at(view, offset_of(view, ".clickable"), continuation=True)), (3, 8))

    def test_statement_in_a_semantics_block_belongs_to_the_composable(self):
        view = view_of(self.SCREEN, "kotlin")
        self.assertEqual(lines(element_at(view, offset_of(view, "heading()"))), (16, 18))

    def test_views_assignment_in_apply_block_covers_the_block(self):
        view = view_of('''
            fun bind() {
                binding.share.apply {
                    setImageResource(R.drawable.share)
                    setOnClickListener { share() }
                }
            }
            ''', "kotlin")
        self.assertEqual(lines(element_at(view, view.line_end(3))), (2, 5))

    def test_lambda_owner_ignores_declarations_and_control_flow(self):
        view = view_of('''
            fun Screen() = Column {
                if (x) {
                    Text("a")
                }
            }
            ''', "kotlin")
        column = offset_of(view, "{")
        self.assertEqual(lambda_owner(view, column)[0], "Column")
        self.assertIsNone(lambda_owner(view, offset_of(view, "{", 2)))
        fun_view = view_of("fun Screen(x: Int) {\n}\n", "kotlin")
        self.assertIsNone(lambda_owner(fun_view, offset_of(fun_view, "{")))

    def test_expression_end_follows_trailing_closures_and_dot_lines(self):
        view = view_of('''
            Foo(a) { b }
                .bar()
            Baz()
            ''', "kotlin")
        self.assertEqual(view.line_of(expression_end(view, 0)), 2)


if __name__ == "__main__":
    unittest.main()


class OwnCodeTests(unittest.TestCase):
    def test_closures_are_blanked_and_control_flow_blocks_kept(self):
        view = view_of('''
            HStack {
                Image(systemName: "star").onTapGesture { rate() }
            }
            if let checkBox = cell.checkBox {
                checkBox.addGestureRecognizer(gesture)
            } else {
                cell.reset()
            }
            ''', "swift")
        swiftui = own_code(view, 1, 3)
        self.assertNotIn("onTapGesture", swiftui)
        self.assertIn("HStack", swiftui)
        uikit = own_code(view, 4, 8)
        self.assertIn("addGestureRecognizer", uikit)
        self.assertIn("cell.reset()", uikit)
