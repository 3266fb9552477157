@testable import A11yScanRules
import XCTest

/// The views Kotlin code names, by the name it finds them by: a layout finding on them is wrong.
final class CodeNamedViewsTests: XCTestCase {
    private func named(_ files: [String], ids: Set<String> = []) -> Set<String> {
        var all = CodeNamedViews()
        for file in files { all.formUnion(CodeNamedViews(kotlin: Array(file.utf8))) }
        all.resolve(ids: ids)
        return all.names
    }

    func testAPropertyOrSetterNamesTheViewBeforeIt() {
        let names = named(["""
            binding.mutedUserUnmute.contentDescription = unmuteString
            holder.play?.setContentDescription(text)
            ViewCompat.setTooltipText(binding.share, label)
            binding.title.visibility = View.GONE
            """])
        XCTAssertTrue(names.isSuperset(of: ["mutedUserUnmute", "play", "share"]))
        XCTAssertFalse(names.contains("title"), "visibility names nothing")
    }

    /// A home-screen widget names its views through `RemoteViews`, by id: the id's view is named,
    /// and a view handed to another call by id is not.
    func testAWidgetsRemoteViewsNameTheViewOfTheIdTheyAreGiven() {
        let names = named(["""
            views.setContentDescription(R.id.seek_back, context.getString(R.string.seek_back, delay))
            remoteViews.setContentDescription( R.id.play_pause, label)
            views.setOnClickPendingIntent(R.id.skip_next, intent)
            """])
        XCTAssertTrue(names.isSuperset(of: ["seek_back", "play_pause"]))
        XCTAssertFalse(names.contains("skip_next"), "a click names nothing")
    }

    /// An app's own setter named after the framework's and what else it does names the view as
    /// that setter would: a text (`setTextAndVisible`) or a description; the framework's other
    /// setters of a text (`setTextColor`) name nothing.
    func testAnAppsOwnSetterNamedAfterTheFrameworksNamesTheView() {
        var views = CodeNamedViews(kotlin: Array("""
            chipSort.setTextAndVisible(snapshot.sortOrder.titleRes)
            binding.sortLabel.setTextOrHide(label)
            buttonExpand.setContentDescriptionAndTooltip(R.string.collapse)
            binding.title.setTextColor(color)
            binding.subtitle.setTextAppearance(style)
            binding.caption.setTextOrange(color)
            """.utf8))
        views.resolve(ids: [])
        XCTAssertTrue(views.names.isSuperset(of: ["chipSort", "sortLabel", "buttonExpand"]))
        XCTAssertTrue(views.names.isDisjoint(with: ["title", "subtitle", "caption"]))
        XCTAssertTrue(views.does(.labelled, "buttonExpand"), "a description labels")
        XCTAssertFalse(views.does(.labelled, "chipSort"), "a text names a button but is a field's content")
    }

    /// A bare naming property inside a scope function's block names the block's view; a block
    /// about no path (a view built in place) hides the blocks around it, and `it` stands for
    /// the path of an `also` or `let` block.
    func testAScopeFunctionsBlockNamesTheViewItIsAbout() {
        let names = named(["""
            binding.shareButton.apply {
                isVisible = true
                contentDescription = getString(R.string.share)
            }
            holder.favorite?.run { setContentDescription(label) }
            binding.delete.also { it.tooltipText = remove }
            binding.toolbar.apply {
                val badge = TextView(context).apply { contentDescription = count }
                title = "x"
            }
            binding.header.apply { text = title }
            binding.avatar.apply { isVisible = contentDescription == null }
            """])
        XCTAssertTrue(names.isSuperset(of: ["shareButton", "favorite", "delete", "header"]), "\(names)")
        XCTAssertFalse(names.contains("toolbar"), "the inner block is about a view built in place")
        XCTAssertFalse(names.contains("avatar"), "a comparison sets nothing")
        XCTAssertFalse(names.contains("it"))
        var java = CodeNamedViews(java: Array("share.apply { contentDescription = label }".utf8))
        java.resolve(ids: [])
        XCTAssertFalse(java.names.contains("share"), "Java has no scope functions")
    }

    /// The views whose picture the code changes (`drawn-in-code:`: another image, or the same one
    /// turned), that it clicks or shows; kept apart from the named ones, through the summary too.
    func testASetterOfThePictureDrawsTheViewBeforeIt() {
        let code = """
            binding.playPause.setImageResource(if (playing) R.drawable.ic_pause else R.drawable.ic_play)
            val plus: ImageButton = view.findViewById(R.id.add_remove)
            plus.rotation = 135f
            binding.title.text = name
            plus.setOnClickListener { toggle() }
            binding.lock.isVisible = locked
            avatarRenderer.render(user, views.avatar)
            val members = listOf(card.member1, card.member2 )
            show(label = binding.title.text, count)
            """
        var views = CodeNamedViews(kotlin: Array(code.utf8))
        views.resolve(ids: [])
        XCTAssertEqual(views.actedNames[.drawn], ["playPause", "plus", "add_remove"])
        XCTAssertEqual(views.actedNames[.clicked], ["plus", "add_remove"])
        XCTAssertEqual(views.actedNames[.shown], ["lock"])
        XCTAssertEqual(views.actedNames[.passed], ["avatar", "member1", "member2"], "paths only: not `user`, `count`")
        XCTAssertFalse(views.contains("playPause"), "a picture is no name")
        XCTAssertTrue(views.contains("title"))
        var read = CodeNamedViews([CodeNamedViews.summary(kotlin: Array(code.utf8), path: "A.kt")!])
        read.resolve(ids: [])
        XCTAssertEqual(read.actedNames, views.actedNames)
        XCTAssertEqual(read.names, views.names)
    }

    func testAVariableKeptFromFindViewByIdStandsForItsId() {
        let names = named(["""
            toggleImageButton = view.findViewById(R.id.play_pause_toggle_view)
            val other: ImageButton = view.findViewById(R.id.other_button)
            toggleImageButton.contentDescription = "Cancel"
            val box by bind<TextInputLayout>(R.id.form_box)
            holder.box.hint = label
            """])
        XCTAssertTrue(names.contains("play_pause_toggle_view"))
        XCTAssertTrue(names.contains("form_box"), "a delegated property")
        XCTAssertFalse(names.contains("other_button"), "the other variable is never named")
    }

    /// A local kept from a binding's path stands for the path's view, in its own file only: a
    /// layout's text input box whose hint the code sets through it is named.
    func testALocalKeptFromABindingPathStandsForItsView() {
        let views = { (files: [String]) -> CodeNamedViews in
            var all = CodeNamedViews()
            for file in files { all.formUnion(CodeNamedViews(kotlin: Array(file.utf8))) }
            all.resolve(ids: [])
            return all
        }
        let named = views(["""
            val saveAsBox: WarnableTextInputLayout = vb.tilEncryptSaveAs
            saveAsBox.hint = c.getString(R.string.encrypt_file_save_as)
            private val eye: AppCompatImageButton get() = binding.passwordVisible
            eye.contentDescription = label
            val title = binding.header.title
            val gone = View.GONE
            val icon = R.drawable.ic_add
            val count = binding.list.adapter?.itemCount ?: 0
            val plus = binding.plusButton
            plus.setOnClickListener { add() }
            val label = binding.toolbar
                .findViewById<TextView>(R.id.toolbar_title)
            label.contentDescription = name
            """])
        XCTAssertTrue(named.contains("tilEncryptSaveAs"), "\(named.names)")
        XCTAssertTrue(named.does(.labelled, "tilEncryptSaveAs"), "a hint labels")
        XCTAssertTrue(named.contains("passwordVisible"), "a property's getter")
        XCTAssertTrue(named.does(.clicked, "plusButton"))
        XCTAssertFalse(named.contains("title"), "the local is never named")
        XCTAssertFalse(named.contains("toolbar"), "the chain goes on at the next line")
        let elsewhere = views([
            "val box = binding.searchBox\nbox.requestFocus()",
            "box.hint = label",
        ])
        XCTAssertFalse(elsewhere.contains("searchBox"), "another file's local of the same name")
    }

    func testAnExtensionFunctionThatSetsTheDescriptionNamesTheViewsItIsCalledOn() {
        let names = named([
            """
            fun ImageView.updateSubscribeButtonIcon(subscribed: Boolean) {
                setImageResource(R.drawable.ic_add)
                this.contentDescription = context.getString(R.string.subscribe)
            }
            fun ImageView.tint(color: Int) { setColorFilter(color) }
            """,
            """
            binding.btnSubscribe.updateSubscribeButtonIcon(true)
            binding.btnMore.tint(0)
            binding.btnOther.updateSubscribeButtonIcon(false)
            """,
        ], ids: ["btnSubscribe", "btnMore"])
        XCTAssertTrue(names.contains("btnSubscribe"))
        XCTAssertFalse(names.contains("btnMore"), "tint names nothing")
        XCTAssertFalse(names.contains("btnOther"), "calls are kept for the layouts' ids only")
    }

    /// What a scope function's block does with no path (`setOnClickListener { … }`, `isVisible =
    /// true`, an app's `beVisible()`) it does to the block's view; a comparison does nothing.
    func testAScopeFunctionsBlockActsOnTheViewItIsAbout() {
        var views = CodeNamedViews(kotlin: Array("""
            holder.removeButton.apply {
                beVisible()
                setOnClickListener { remove(item) }
                setImageResource(R.drawable.ic_cross)
            }
            binding.badge.apply { isVisible = count > 0 }
            binding.avatar.run { if (isVisible == true) load() }
            """.utf8))
        views.resolve(ids: [])
        XCTAssertTrue(views.does(.clicked, "removeButton"))
        XCTAssertTrue(views.does(.shown, "removeButton"))
        XCTAssertTrue(views.does(.shown, "badge"))
        XCTAssertFalse(views.does(.shown, "avatar"), "a comparison shows nothing")
        XCTAssertFalse(views.does(.drawn, "removeButton"), "a picture changed in a block is left to the layout rule")
    }

    /// A function of the file that names a view it takes as a parameter names the views the
    /// file hands it in that place; in another place, or to a function that names nothing, a
    /// view stays unnamed.
    func testAFunctionThatNamesItsParameterNamesTheViewsHandedToIt() {
        var views = CodeNamedViews(kotlin: Array("""
            fun bind(holder: Holder, podcast: Podcast) {
                updateTick(holder.tick, podcast.subscribed, holder.icon)
                tint(holder.more, 0)
                label(holder.caption, holder.title)
            }
            private fun <T> updateTick(imageView: ImageView, added: Boolean, @DrawableRes other: ImageView, onClick: () -> Unit = {}) {
                imageView.contentDescription = if (added) unsubscribe else subscribe
            }
            fun tint(view: ImageView, color: Int) { view.setColorFilter(color) }
            fun label(first: TextView, second: TextView) {
                second.text = "x"
            }
            """.utf8))
        views.resolve(ids: [])
        XCTAssertTrue(views.names.isSuperset(of: ["tick", "title"]), "\(views.names)")
        XCTAssertTrue(views.names.isDisjoint(with: ["icon", "more", "caption"]), "\(views.names)")
        XCTAssertTrue(views.does(.labelled, "tick"), "a description labels")
        XCTAssertFalse(views.does(.labelled, "title"), "a text only names")
    }

    /// Java names a view with the same setters, on a view binding's field or on a variable
    /// declared with its type and kept from `findViewById` (a cast before it changes nothing).
    func testJavaCodeNamesViewsWithTheSameSetters() {
        let code = """
            dialogBinding.textInput.setHint(R.string.password_label);
            ImageButton play = (ImageButton) view.findViewById(R.id.play_button);
            play.setContentDescription(getString(R.string.play));
            viewBinding.moreButton.setText(getMoreLinkTitle());
            binding.userIcon.setOnClickListener(v -> openProfile());
            """
        var views = CodeNamedViews()
        views.formUnion(CodeNamedViews(kotlin: Array(code.utf8)))
        views.resolve(ids: ["play_button"])
        XCTAssertTrue(views.names.isSuperset(of: ["textInput", "play", "play_button", "moreButton"]))
        XCTAssertFalse(views.names.contains("userIcon"), "a click names nothing")
        XCTAssertEqual(views.actedNames[.labelled], ["textInput", "play", "play_button"],
                       "a hint or a description labels; a text set in code (moreButton) only names")
        XCTAssertEqual(views.actedNames[.clicked], ["userIcon"])
    }
}
