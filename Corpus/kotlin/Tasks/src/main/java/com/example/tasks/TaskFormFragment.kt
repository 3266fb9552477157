package com.example.tasks

// Views of the layout beside this source set (res/layout/fragment_task_form.xml), given their clicks here.
class TaskFormFragment : Fragment(R.layout.fragment_task_form) {
    private lateinit var binding: FragmentTaskFormBinding

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        binding = FragmentTaskFormBinding.bind(view)

        // The layout declares these two buttons: their findings are there, where the fix goes.
        // ok: views-layout-image-clicked-unnamed
        binding.deleteButton.setOnClickListener { viewModel.delete() }

        val addReminder = view.findViewById<ImageButton>(R.id.add_reminder)
        // ok: views-layout-image-clicked-unnamed
        addReminder.setOnClickListener { viewModel.addReminder() }

        // expect: views-layout-image-clicked-unnamed
        binding.taskIcon.setOnClickListener { pickIcon() }

        // A plus turned into a cross once the section is open: the code changes what it shows.
        binding.expandButton.rotation = if (viewModel.expanded) 45f else 0f
        // expect: views-layout-image-clicked-unnamed
        binding.expandButton.setOnClickListener { viewModel.toggleSection() }

        // ok: views-layout-image-clicked-unnamed
        binding.saveButton.setOnClickListener { viewModel.save() }

        binding.moreButton.contentDescription = getString(R.string.more_options)
        // ok: views-layout-image-clicked-unnamed
        binding.moreButton.setOnClickListener { showMenu() }
    }
}
