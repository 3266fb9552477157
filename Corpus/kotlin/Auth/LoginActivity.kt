package com.example.shop.auth

import android.content.Intent
import android.os.Bundle
import android.text.InputType
import android.view.View
import android.widget.Button
import android.widget.EditText
import android.widget.ImageButton
import android.widget.TextView
import androidx.appcompat.app.AppCompatActivity
import androidx.core.view.AccessibilityDelegateCompat
import androidx.core.view.ViewCompat
import androidx.core.view.accessibility.AccessibilityNodeInfoCompat
import androidx.core.widget.doAfterTextChanged
import com.google.android.material.button.MaterialButton

/** The classic View-based login, kept for the legacy flavour of the app. */
class LoginActivity : AppCompatActivity() {
    private val emailField by lazy { findViewById<EditText>(R.id.email) }
    private val passwordField by lazy { findViewById<EditText>(R.id.password) }
    private val showPassword by lazy { findViewById<ImageButton>(R.id.show_password) }
    private val signInButton by lazy { findViewById<MaterialButton>(R.id.sign_in) }
    private val forgotPassword by lazy { findViewById<TextView>(R.id.forgot_password) }
    private val createAccount by lazy { findViewById<TextView>(R.id.create_account) }
    private lateinit var helpButton: Button

    private var passwordVisible = false

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_login)
        helpButton = findViewById(R.id.help)

        emailField.doAfterTextChanged { updateSignInState() }
        passwordField.doAfterTextChanged { updateSignInState() }

        showPassword.setOnClickListener {
            passwordVisible = !passwordVisible
            passwordField.inputType = if (passwordVisible) {
                InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_VARIATION_VISIBLE_PASSWORD
            } else {
                InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_VARIATION_PASSWORD
            }
            // expect: views-image-button-missing-description
            showPassword.setImageResource(if (passwordVisible) R.drawable.ic_visibility_off else R.drawable.ic_visibility)
        }

        // ok: views-clickable-without-role
        signInButton.setOnClickListener { submit() }
        // ok: views-clickable-without-role
        helpButton.setOnClickListener { startActivity(Intent(this, HelpActivity::class.java)) }
        // expect: views-clickable-without-role
        forgotPassword.setOnClickListener {
            startActivity(Intent(this, ResetPasswordActivity::class.java))
        }
        // expect: views-clickable-without-role
        createAccount.setOnClickListener(View.OnClickListener {
            startActivity(Intent(this, RegisterActivity::class.java))
        })
        updateSignInState()
    }

    private fun updateSignInState() {
        val ready = emailField.text.isNotBlank() && passwordField.text.length >= 8
        // expect: views-dimmed-without-disabled
        signInButton.alpha = if (ready) 1f else 0.5f
    }

    private fun showHelpHint(visible: Boolean) {
        // ok: views-dimmed-without-disabled
        helpButton.alpha = if (visible) 1f else 0f
    }

    private fun submit() {
        signInButton.text = getString(R.string.signing_in)
    }
}

/** Registration reuses the layout but marks the link rows as buttons for TalkBack. */
class RegisterActivity : AppCompatActivity() {
    private lateinit var termsLink: TextView
    private lateinit var submit: MaterialButton

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_register)
        termsLink = findViewById(R.id.terms)
        submit = findViewById(R.id.submit)

        // ok: views-clickable-without-role
        termsLink.setOnClickListener { openTerms() }
        ViewCompat.setAccessibilityDelegate(termsLink, object : AccessibilityDelegateCompat() {
            override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfoCompat) {
                super.onInitializeAccessibilityNodeInfo(host, info)
                info.className = Button::class.java.name
            }
        })
    }

    fun onFormValidityChanged(valid: Boolean) {
        submit.isEnabled = valid
        // ok: views-dimmed-without-disabled
        submit.alpha = if (valid) 1f else 0.5f
    }

    private fun openTerms() {
        startActivity(Intent(Intent.ACTION_VIEW, android.net.Uri.parse("https://example.com/terms")))
    }
}
