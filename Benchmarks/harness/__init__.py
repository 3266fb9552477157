"""Measures a11yscan against ripgrep and peer scanners, and renders the result as Markdown."""
