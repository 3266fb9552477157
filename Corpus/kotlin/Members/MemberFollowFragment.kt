package com.example.app.members

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import com.example.app.R
import com.example.app.databinding.FragmentMemberFollowBinding

class MemberFollowFragment : Fragment(R.layout.fragment_member_follow) {
    private var _binding: FragmentMemberFollowBinding? = null
    private val binding get() = _binding!!

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        _binding = FragmentMemberFollowBinding.bind(view)
        binding.notifyButton.setOnClickListener { viewModel.toggleNotifications() }
        binding.followButton.setOnClickListener { viewModel.toggleFollow() }
        viewModel.state.observe(viewLifecycleOwner, ::render)
    }

    private fun render(state: MemberFollowState) {
        // An icon-only button: the bell is its only sign of what a tap does.
        // expect: views-swapped-icon-missing-description
        binding.notifyButton.setIconResource(if (state.notifying) R.drawable.ic_bell_active else R.drawable.ic_bell)

        // The follow button shows a text, which names it.
        binding.followButton.setText(if (state.following) R.string.unfollow else R.string.follow)
        // ok: views-swapped-icon-missing-description
        binding.followButton.setIconResource(if (state.following) R.drawable.ic_check else R.drawable.ic_add)
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
