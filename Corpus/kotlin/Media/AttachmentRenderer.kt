package com.example.chat.media

import android.widget.ImageView
import com.bumptech.glide.Glide

/** Draws a message's attachments into the image views of the timeline and the viewer. */
class AttachmentRenderer {
    data class Attachment(val filename: String, val url: String, val thumbnailUrl: String)

    // expect: views-rendered-picture-unnamed
    fun renderThumbnail(attachment: Attachment, imageView: ImageView) {
        Glide.with(imageView).load(attachment.thumbnailUrl).into(imageView)
    }

    // expect: views-rendered-picture-unnamed
    fun renderFullSize(attachment: Attachment, imageView: ImageView) {
        Glide.with(imageView).load(attachment.url).fitCenter().into(imageView)
    }
}

/** The same renderer, naming each picture by its file name where it loads it. */
class NamedAttachmentRenderer {
    data class Attachment(val filename: String, val url: String)

    // ok: views-rendered-picture-unnamed
    fun render(attachment: Attachment, target: ImageView) {
        target.contentDescription = attachment.filename
        Glide.with(target).load(attachment.url).into(target)
    }
}

/** Avatars: the people's names stand beside them wherever they are drawn. */
class AvatarLoader {
    data class Member(val name: String, val avatarUrl: String)

    // ok: views-rendered-picture-unnamed
    fun render(member: Member, imageView: ImageView) {
        Glide.with(imageView).load(member.avatarUrl).into(imageView)
    }
}
