import type { TextCatalogue } from '../text';

/** The shared rules' words in es, keyed by their English text (see ../text.ts). */
const catalogue: TextCatalogue = {
  'Use 1–32 lowercase letters, digits or hyphens, starting with a letter or digit':
    'Usa de 1 a 32 letras minúsculas, números o guiones, empezando por una letra o un número',
  'Your message is on its way: each copy is sent in turn.':
    'Tu mensaje está en camino: las copias se envían una tras otra.',
  'A test copy is on its way to your address.': 'Una copia de prueba va en camino a tu dirección.',
  'Nobody matches this filter: change it before sending.': 'Nadie coincide con este filtro: cámbialo antes de enviar.',
  'Done: you will not receive these messages any more. Messages about your own registration still reach you.':
    'Listo: ya no recibirás estos mensajes. Los mensajes sobre tu propia inscripción te seguirán llegando.',
  'This link is not valid. Use the link at the foot of the most recent message.':
    'Este enlace no es válido. Usa el enlace que aparece al pie del mensaje más reciente.',
  'Registration not found.': 'No se encontró la inscripción.',
  'This registration changed since you opened it. Reload to see the latest version.':
    'Esta inscripción cambió desde que la abriste. Vuelve a cargar la página para ver la versión más reciente.',
  'You cannot review your own registration. Another member of staff must decide on it.':
    'No puedes revisar tu propia inscripción. Otro miembro del equipo debe decidir sobre ella.',
  'The contestant is editing this registration. Wait until she sends her changes.':
    'La candidata está editando esta inscripción. Espera a que envíe sus cambios.',
  'Write a message telling the contestant what needs attention.':
    'Escribe un mensaje que le indique a la candidata qué debe revisar.',
  'Only a registration under review can be approved.': 'Solo se puede aprobar una inscripción que esté en revisión.',
  'Only a registration under review or already approved can be sent back.':
    'Solo se puede devolver una inscripción que esté en revisión o ya aprobada.',
  'Only an approved registration can be activated.': 'Solo se puede activar una inscripción aprobada.',
  'Registration approved. The contestant has been told.': 'Inscripción aprobada. Se ha notificado a la candidata.',
  'Registration sent back with your message. The contestant has been told.':
    'Inscripción devuelta con tu mensaje. Se ha notificado a la candidata.',
  'She is now an active participant. The contestant has been told.':
    'Ahora es participante activa. Se ha notificado a la candidata.',
  'Extra edits can only be granted to a submitted registration that is not final.':
    'Solo se pueden conceder modificaciones adicionales a una inscripción enviada que no sea definitiva.',
  'Extra edits granted. The contestant has been told.':
    'Modificaciones adicionales concedidas. Se ha notificado a la candidata.',
  'Note added.': 'Nota añadida.',
  'Message sent: she sees it in her portal and by e-mail.':
    'Mensaje enviado: lo verá en su portal y por correo electrónico.',
  'Corrected: a new version is on the record and she has been told why.':
    'Corregido: hay una nueva versión en el expediente y se le ha explicado el motivo.',
  'She is editing her registration now: correct it once she has sent it again.':
    'Está editando su inscripción en este momento: corrígela cuando la vuelva a enviar.',
  'There is no submitted registration to correct yet.': 'Todavía no hay ninguna inscripción enviada que corregir.',
  'That is already the value of this field.': 'Ese ya es el valor de este campo.',
  'Subject is required': 'El asunto es obligatorio',
  'Subject is at most 200 characters': 'El asunto puede tener como máximo 200 caracteres',
  'Message is required': 'El mensaje es obligatorio',
  'Message is at most 5000 characters': 'El mensaje puede tener como máximo 5000 caracteres',
  'Say whether the message is handled': 'Indica si el mensaje está atendido',
  'Your reply is on its way.': 'Tu respuesta está en camino.',
  'Marked as handled.': 'Marcado como atendido.',
  'Marked as not handled.': 'Marcado como no atendido.',
  'Invitation sent: the link works for 72 hours.': 'Invitación enviada: el enlace es válido durante 72 horas.',
  'A new invitation link is on its way; the earlier one no longer works.':
    'Un nuevo enlace de invitación está en camino; el anterior ya no funciona.',
  'Invitation revoked: its link no longer works.': 'Invitación revocada: su enlace ya no funciona.',
  'This address already has an account: change its role and permissions on its page.':
    'Esta dirección ya tiene una cuenta: cambia su rol y sus permisos en su página.',
  'This invitation link is not valid any more. Ask the person who invited you for a new one.':
    'Este enlace de invitación ya no es válido. Pide uno nuevo a la persona que te invitó.',
  'This invitation is no longer waiting: it was accepted, revoked or has expired.':
    'Esta invitación ya no está pendiente: se aceptó, se revocó o caducó.',
  'Welcome aboard: your account is ready.': 'Te damos la bienvenida: tu cuenta está lista.',
  'Payment recorded: she can now fill in her registration.':
    'Pago registrado: ya puede completar su formulario de inscripción.',
  'Fee waived: she can now fill in her registration.':
    'Se le eximió de la cuota: ya puede completar su formulario de inscripción.',
  'Her fee is already paid.': 'Su cuota ya está pagada.',
  'Fees are recorded for contestants’ accounts only.': 'Las cuotas solo se registran en cuentas de candidatas.',
  'This reference is already recorded for another payment.': 'Esta referencia ya está registrada para otro pago.',
  'Refund requested: it is counted once the provider confirms it.':
    'Reembolso solicitado: se contabilizará cuando el proveedor lo confirme.',
  'Refund recorded.': 'Reembolso registrado.',
  'Only a paid order can be refunded.': 'Solo se puede reembolsar un pedido pagado.',
  'That is more than what remains to refund on this order.':
    'Esa cantidad supera lo que queda por reembolsar en este pedido.',
  'Enter an amount greater than zero.': 'Escribe una cantidad mayor que cero.',
  'The provider refused the refund; nothing was refunded.': 'El proveedor rechazó el reembolso; no se reembolsó nada.',
  'Refunded at the provider': 'Reembolsado a través del proveedor',
  'This refund request was made for another order.': 'Esta solicitud de reembolso se hizo para otro pedido.',
  'Enter an amount such as 25.00': 'Escribe una cantidad con el formato 25.00 (con punto decimal)',
  'Say whether registration is open': 'Indica si la inscripción está abierta',
  'Enter the fee as a number': 'Escribe la cuota como un número',
  'The fee cannot be negative': 'La cuota no puede ser negativa',
  'The fee is at most 100,000': 'La cuota puede ser como máximo de 100\u202f000',
  'Use a three-letter ISO 4217 currency code, e.g. USD': 'Usa un código de moneda ISO 4217 de tres letras, p. ej., USD',
  'Choose a currency with cents (two decimals), e.g. USD, EUR, NGN':
    'Elige una moneda con centavos (dos decimales), p. ej., USD, EUR, NGN',
  'Use at most two decimals': 'Usa como máximo dos decimales',
  'Use a whole number of edits': 'Usa un número entero de modificaciones',
  'Allow between 0 and 20 edits': 'Permite entre 0 y 20 modificaciones',
  'Choose a valid date and time': 'Elige una fecha y una hora válidas',
  'The window must end after it starts': 'El período debe terminar después de empezar',
  'Please enter a valid email address': 'Escribe una dirección de correo electrónico válida',
  'Settings saved.': 'Configuración guardada.',
  'The preview password was changed.': 'Se cambió la contraseña de la vista previa.',
  'Give the theme a name': 'Ponle un nombre al tema',
  'The name is at most 80 characters': 'El nombre puede tener como máximo 80 caracteres',
  'The new theme is live.': 'El nuevo tema ya está publicado.',
  'The theme is active again.': 'El tema vuelve a estar activo.',
  'User not found.': 'No se encontró el usuario.',
  'Role changed.': 'Rol cambiado.',
  'The user already has this role.': 'Esta cuenta ya tiene este rol.',
  'Permissions saved.': 'Permisos guardados.',
  'Account deactivated: every session of this user has ended.': 'Cuenta desactivada: se cerraron todas sus sesiones.',
  'Account reactivated: the user can sign in again.': 'Cuenta reactivada: ya puede volver a iniciar sesión.',
  'This account is already deactivated.': 'Esta cuenta ya está desactivada.',
  'This account is already active.': 'Esta cuenta ya está activa.',
  'You cannot deactivate your own account.': 'No puedes desactivar tu propia cuenta.',
  'This is the last active super admin. Make another user super admin first, so someone can still run the site.':
    'Esta es la última cuenta de superadministrador activa. Primero nombra superadministrador a otra persona, para que alguien pueda seguir gestionando el sitio.',
  'A new verification link is on its way to their address.':
    'Un nuevo enlace de verificación va en camino a su dirección.',
  'A password-reset link is on its way to their address.':
    'Un enlace para restablecer la contraseña va en camino a su dirección.',
  'Every session of this user has ended: they sign in again on each device.':
    'Se cerraron todas las sesiones de esta cuenta: deberá volver a iniciar sesión en cada dispositivo.',
  'This address is already verified.': 'Esta dirección ya está verificada.',
  'This account is deactivated: reactivate it first.': 'Esta cuenta está desactivada: primero reactívala.',
  'To end your own sessions, change your password in Account settings.':
    'Para cerrar tus propias sesiones, cambia tu contraseña en «Configuración de la cuenta».',
  'The request could not be understood.': 'No se pudo entender la solicitud.',
  'Please sign in to continue.': 'Inicia sesión para continuar.',
  'You do not have permission to do that.': 'No tienes permiso para realizar esta acción.',
  'Not found.': 'No se encontró.',
  'Method not allowed.': 'Método no permitido.',
  'Not acceptable.': 'Solicitud no aceptable.',
  'The request took too long.': 'La solicitud tardó demasiado.',
  'The request conflicts with the current state.': 'La solicitud entra en conflicto con el estado actual.',
  'The request is too large.': 'La solicitud es demasiado grande.',
  'The address is too long.': 'La dirección es demasiado larga.',
  'Unsupported content type.': 'Tipo de contenido no admitido.',
  'Too many requests. Please try again later.': 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  'Something went wrong on our side. Please try again.': 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
  'Please check the highlighted fields.': 'Revisa los campos marcados.',
  'Invalid value': 'Valor no válido',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es un JSON válido.',
  'The server is busy right now. Please try again in a moment.':
    'El servidor está muy ocupado en este momento. Inténtalo de nuevo en un momento.',
  'Text cannot contain the NUL character.': 'El texto no puede contener el carácter NUL.',
  'Text cannot contain a broken character (half of a UTF-16 surrogate pair).':
    'El texto no puede contener un carácter dañado (la mitad de un par suplente UTF-16).',
  'Please check all fields are filled correctly.': 'Revisa que todos los campos estén completos y sean correctos.',
  'Login failed': 'No se pudo iniciar sesión',
  'Registration failed': 'No se pudo crear la cuenta',
  'Please enter your email address': 'Escribe tu correo electrónico',
  'Please enter your password': 'Escribe tu contraseña',
  'First name is required': 'El nombre es obligatorio',
  'Last name is required': 'El apellido es obligatorio',
  'Phone number is required': 'El número de teléfono es obligatorio',
  'Please fill in all fields': 'Completa todos los campos',
  'Passwords do not match': 'Las contraseñas no coinciden',
  'Password must be at least 8 characters long': 'La contraseña debe tener al menos 8 caracteres',
  'Password must be at most 128 characters long': 'La contraseña debe tener como máximo 128 caracteres',
  'This password is too common. Please choose one that is harder to guess.':
    'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  'Password cannot be one character repeated. Please choose one that is harder to guess.':
    'La contraseña no puede ser un solo carácter repetido. Elige una más difícil de adivinar.',
  'Password cannot be a simple sequence such as 12345678, abcdefgh or qwertyui. Please choose one that is harder to guess.':
    'La contraseña no puede ser una secuencia simple como 12345678, abcdefgh o qwertyui. Elige una más difícil de adivinar.',
  'Password cannot contain the part of your email address before the @.':
    'La contraseña no puede contener la parte de tu correo electrónico anterior a la @.',
  'Please enter your current password': 'Escribe tu contraseña actual',
  'Your current password is not correct.': 'Tu contraseña actual no es correcta.',
  'Your new password must be different from your current one.': 'La nueva contraseña debe ser distinta de la actual.',
  'Your password has been changed. Your other sessions have been signed out.':
    'Tu contraseña se ha cambiado. Se han cerrado tus otras sesiones.',
  'Failed to change password': 'No se pudo cambiar la contraseña',
  'Email cannot be changed. Please contact support.':
    'El correo electrónico no se puede cambiar. Ponte en contacto con el equipo de asistencia.',
  'Failed to send reset link': 'No se pudo enviar el enlace para restablecer la contraseña',
  'Password reset link sent to your email':
    'Te hemos enviado a tu correo electrónico un enlace para restablecer la contraseña',
  'Failed to reset password': 'No se pudo restablecer la contraseña',
  'Password reset successful': 'Contraseña restablecida',
  'Failed to verify email. The link may be invalid or expired.':
    'No se pudo verificar el correo electrónico. Es posible que el enlace no sea válido o haya caducado.',
  'Profile updated successfully': 'Perfil actualizado',
  'Failed to save changes': 'No se pudieron guardar los cambios',
  'Failed to fetch profile data.': 'No se pudieron cargar los datos del perfil.',
  'User not authenticated.': 'Usuario no autenticado.',
  'Registration successful. Please check your email to verify your account.':
    'Tu cuenta se ha creado. Revisa tu correo electrónico para verificarla.',
  'Login successful': 'Sesión iniciada',
  'Invalid email or password': 'Correo electrónico o contraseña incorrectos',
  'This account has been deactivated. Please contact support.':
    'Esta cuenta se ha desactivado. Ponte en contacto con el equipo de asistencia.',
  'Your email address has been verified. You can now sign in.':
    'Tu correo electrónico se ha verificado. Ya puedes iniciar sesión.',
  'This verification link is invalid or has expired.': 'Este enlace de verificación no es válido o ha caducado.',
  'If an account exists for that email address, a password reset link has been sent to it.':
    'Si existe una cuenta con ese correo electrónico, le hemos enviado un enlace para restablecer la contraseña.',
  'This password reset link is invalid or has expired.':
    'Este enlace para restablecer la contraseña no es válido o ha caducado.',
  'Your password has been reset. Please sign in with your new password.':
    'Tu contraseña se ha restablecido. Inicia sesión con tu nueva contraseña.',
  'Your session has expired. Please sign in again.': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'Session renewed': 'Sesión renovada',
  'Signed out': 'Sesión cerrada',
  'A new verification link has been sent to your email address.':
    'Te hemos enviado un nuevo enlace de verificación a tu correo electrónico.',
  'Your email address is already verified.': 'Tu correo electrónico ya está verificado.',
  'You have been successfully signed out.': 'Has cerrado sesión correctamente.',
  'You have been signed out due to inactivity.': 'Tu sesión se ha cerrado por inactividad.',
  'Your public profile can be set up once your registration is approved.':
    'Podrás configurar tu perfil público cuando se apruebe tu inscripción.',
  'She has not agreed to a public profile.': 'No ha aceptado tener un perfil público.',
  'A public profile needs her headshot.': 'Un perfil público necesita su foto de retrato.',
  'This delegate has no public profile.': 'Esta delegada no tiene perfil público.',
  'Your choices are saved. Staff will publish your profile.':
    'Tus preferencias se han guardado. El equipo publicará tu perfil.',
  'Your public profile is withdrawn and no longer shown.': 'Tu perfil público se ha retirado y ya no se muestra.',
  'To-do added.': 'Tarea añadida.',
  'To-do saved.': 'Tarea guardada.',
  'To-do deleted.': 'Tarea eliminada.',
  'To-do not found.': 'No se encontró la tarea.',
  'To-dos open once your registration is approved.': 'Tu lista de tareas se abrirá cuando se apruebe tu inscripción.',
  'This to-do is not one of yours.': 'Esta tarea no es una de las tuyas.',
  'This to-do is not completed that way.': 'Esta tarea no se completa de esa manera.',
  'Answer saved.': 'Respuesta guardada.',
  'Confirmed.': 'Confirmado.',
  'File uploaded.': 'Archivo subido.',
  'Delegate not found.': 'No se encontró la delegada.',
  'File not found.': 'No se encontró el archivo.',
  'This link has expired. Please reload the page to get a new one.':
    'Este enlace ha caducado. Vuelve a cargar la página para obtener uno nuevo.',
  'Give the to-do a title': 'Ponle un título a la tarea',
  'At most 120 characters': 'Como máximo 120 caracteres',
  'At most 2000 characters': 'Como máximo 2000 caracteres',
  'Choose how it is completed': 'Elige cómo se completa',
  'Give a deadline': 'Indica una fecha límite',
  'Choose a continent, or all delegates': 'Elige un continente o todas las delegadas',
  'Write your answer': 'Escribe tu respuesta',
  'At most 4000 characters': 'Como máximo 4000 caracteres',
  'The weights of the segments must total exactly 100 %.':
    'Las ponderaciones de las pruebas deben sumar exactamente el 100\u00a0%.',
  'Notification not found.': 'No se encontró la notificación.',
  'This notification is already archived.': 'Esta notificación ya está archivada.',
  'Notification marked as read': 'Notificación marcada como leída',
  'All notifications marked as read': 'Todas las notificaciones se marcaron como leídas',
  'Notification archived': 'Notificación archivada',
  'Notification deleted': 'Notificación eliminada',
  'System cooling down': 'Actualización en pausa',
  'This code is not valid. Please check it and try again.': 'Este código no es válido. Revísalo e inténtalo de nuevo.',
  'This code is no longer accepted.': 'Este código ya no se acepta.',
  'This code has expired.': 'Este código ha caducado.',
  'This code has been used as many times as it allows.': 'Este código ya ha alcanzado su número máximo de usos.',
  'You have already used this code.': 'Ya has usado este código.',
  'This code does not apply to the registration fee’s currency.':
    'Este código no se aplica a la moneda de la cuota de inscripción.',
  'Code applied.': 'Código aplicado.',
  'Coupon code created.': 'Código de descuento creado.',
  'Coupon code updated.': 'Código de descuento actualizado.',
  'A coupon with this code exists already.': 'Ya existe un código de descuento igual.',
  'The limit cannot be lower than the uses so far.':
    'El límite no puede ser inferior a los usos registrados hasta ahora.',
  'No such coupon code.': 'Ese código de descuento no existe.',
  'Use 3 to 32 letters and digits': 'Usa de 3 a 32 letras y números',
  'Enter a percentage or an amount off': 'Indica un porcentaje o una cantidad de descuento',
  'Enter a percentage or an amount off, not both': 'Indica un porcentaje o una cantidad de descuento, no ambos',
  'Payment initialization failed': 'No se pudo iniciar el pago',
  'Invalid payment response': 'Respuesta de pago no válida',
  'Payment failed': 'No se pudo completar el pago',
  'Payment processing failed': 'No se pudo procesar el pago',
  'Payment verification failed': 'No se pudo verificar el pago',
  'Your registration fee has already been paid. You can continue with your registration.':
    'Tu cuota de inscripción ya está pagada. Puedes continuar con tu inscripción.',
  'Your registration fee was refunded, so a new payment cannot be started here. Please contact support if you wish to register again.':
    'Tu cuota de inscripción se reembolsó, así que aquí no se puede iniciar un nuevo pago. Si deseas volver a inscribirte, ponte en contacto con el equipo de asistencia.',
  'Payment successful. Thank you, your registration fee has been received.':
    'Pago realizado. Gracias, hemos recibido tu cuota de inscripción.',
  'Your payment has not been completed yet. If you have just paid, please wait a moment and check again.':
    'Tu pago todavía no se ha completado. Si acabas de pagar, espera un momento y vuelve a comprobarlo.',
  'Your payment was declined and you have not been charged. Please try again.':
    'Tu pago fue rechazado y no se te ha cobrado nada. Inténtalo de nuevo.',
  'The payment did not match the registration fee, so it could not be accepted. Please contact support if you were charged.':
    'El pago no coincidía con la cuota de inscripción, así que no se pudo aceptar. Si se te hizo algún cargo, ponte en contacto con el equipo de asistencia.',
  'This payment has been refunded.': 'Este pago se ha reembolsado.',
  'The payment provider could not be reached. Please try again in a moment.':
    'No se pudo conectar con el proveedor de pagos. Inténtalo de nuevo en un momento.',
  'The payment provider could not start this payment. Please try again later or contact support.':
    'El proveedor de pagos no pudo iniciar este pago. Inténtalo de nuevo más tarde o ponte en contacto con el equipo de asistencia.',
  'Payment not found.': 'No se encontró el pago.',
  'This payment does not belong to that order.': 'Este pago no corresponde a ese pedido.',
  'Invalid signature.': 'Firma no válida.',
  'Event received.': 'Evento recibido.',
  'There is no registration fee to pay.': 'No hay ninguna cuota de inscripción que pagar.',
  'This payment is not complete yet, so there is no receipt for it. A receipt is ready once it is paid.':
    'Este pago todavía no se ha completado, así que no tiene recibo. El recibo estará disponible en cuanto se pague.',
  'This payment did not go through and nothing was taken, so there is no receipt for it.':
    'Este pago no se realizó y no se cobró nada, así que no tiene recibo.',
  'This payment could not be accepted and is being refunded in full, so there is no receipt for it.':
    'Este pago no se pudo aceptar y se le está reembolsando íntegramente, así que no tiene recibo.',
  'The receipt could not be downloaded. Please try again.': 'No se pudo descargar el recibo. Inténtalo de nuevo.',
  'The registration fee was waived by the organisers: no money was taken.':
    'La organización te eximió de la cuota de inscripción: no se cobró nada.',
  'We are preparing a copy of your data. We will e-mail you a link when it is ready.':
    'Estamos preparando una copia de tus datos. Te enviaremos un enlace por correo electrónico cuando esté lista.',
  'A copy of your data is already being prepared.': 'Ya se está preparando una copia de tus datos.',
  'This download link has expired. Ask for a new copy of your data from Account settings.':
    'Este enlace de descarga ha caducado. Pide una nueva copia de tus datos desde «Configuración de la cuenta».',
  'No such copy of your data.': 'Esa copia de tus datos no existe.',
  'Your request has been sent. Our team will erase your account and the data kept about you.':
    'Tu solicitud se ha enviado. Nuestro equipo borrará tu cuenta y los datos que conservamos sobre ti.',
  'You have already asked for your account to be deleted.': 'Ya has solicitado que se elimine tu cuenta.',
  'A back-office account cannot be deleted from here. Ask an administrator.':
    'Una cuenta del panel de administración no se puede eliminar desde aquí. Pídeselo a un administrador.',
  'No such request.': 'Esa solicitud no existe.',
  'The account has been erased.': 'La cuenta se ha borrado.',
  'This account has already been erased.': 'Esta cuenta ya se ha borrado.',
  'She is named in published competition results, whose score sheet cannot change without breaking its proof, so this account cannot be erased.':
    'Figura en resultados publicados del certamen, cuya hoja de puntuación no puede cambiar sin invalidar su prueba, así que esta cuenta no se puede borrar.',
  'The retention rule is on: the daily job erases what it matches.':
    'La regla de conservación está activada: el proceso diario borra lo que coincide con ella.',
  'The retention rule is off.': 'La regla de conservación está desactivada.',
  'What the rule would erase has changed since you checked. Check the new count before switching it on.':
    'Lo que la regla borraría ha cambiado desde que lo comprobaste. Revisa el nuevo recuento antes de activarla.',
  'You must be at least 18 years old to participate. Please contact the organizers if you have questions about eligibility.':
    'Debes tener al menos 18 años para participar. Si tienes dudas sobre los requisitos, ponte en contacto con la organización.',
  'Recommended age range is 20-26 years. You may still continue with your application.':
    'La edad recomendada es de 20 a 26 años. Aun así, puedes continuar con tu candidatura.',
  'Your registration was changed in another tab or window. Your changes here are kept: reload to see the latest version.':
    'Tu inscripción se modificó en otra pestaña o ventana. Tus cambios aquí se conservan: vuelve a cargar la página para ver la versión más reciente.',
  'Your registration has been submitted and is locked. Start an edit to make changes.':
    'Tu inscripción se ha enviado y está bloqueada. Inicia una modificación para hacer cambios.',
  'Please pay the registration fee before filling in the form.':
    'Paga la cuota de inscripción antes de completar el formulario.',
  'Edit session started': 'Modificación iniciada',
  'You have no edits remaining. Please contact support if you need to change your registration.':
    'No te quedan modificaciones. Si necesitas cambiar tu inscripción, ponte en contacto con el equipo de asistencia.',
  'An edit is already in progress. Update your registration to finish it.':
    'Ya hay una modificación en curso. Actualiza tu inscripción para terminarla.',
  'Your registration has not been submitted yet, so it can be changed without using an edit.':
    'Tu inscripción todavía no se ha enviado, así que puedes cambiarla sin gastar una modificación.',
  'Your registration is final and can no longer be edited. Please contact support to change it.':
    'Tu inscripción es definitiva y ya no se puede modificar. Para cambiarla, ponte en contacto con el equipo de asistencia.',
  'Failed to start edit session': 'No se pudo iniciar la modificación',
  'Registration submitted successfully': 'Inscripción enviada',
  'Registration updated successfully': 'Inscripción actualizada',
  'Please complete every required field before submitting.': 'Completa todos los campos obligatorios antes de enviar.',
  'Your registration has already been submitted. Start an edit to change it.':
    'Tu inscripción ya se ha enviado. Inicia una modificación para cambiarla.',
  'Please pay the registration fee before submitting your registration.':
    'Paga la cuota de inscripción antes de enviar tu inscripción.',
  'There is no edit in progress. Start an edit before updating your registration.':
    'No hay ninguna modificación en curso. Inicia una antes de actualizar tu inscripción.',
  'Error: No participant ID found. Please refresh the page or contact support.':
    'Error: no se encontró el ID de participante. Actualiza la página o ponte en contacto con el equipo de asistencia.',
  'Registration is currently closed.': 'La inscripción está cerrada en este momento.',
  'Date of birth is required': 'La fecha de nacimiento es obligatoria',
  'Gender is required': 'El género es obligatorio',
  'Nationality is required': 'La nacionalidad es obligatoria',
  'Country of residence is required': 'El país de residencia es obligatorio',
  'Address is required': 'La dirección es obligatoria',
  'Continent is required': 'El continente es obligatorio',
  'Height is required': 'La estatura es obligatoria',
  'Weight is required': 'El peso es obligatorio',
  'Hair color is required': 'El color de cabello es obligatorio',
  'Eye color is required': 'El color de ojos es obligatorio',
  'Marital status is required': 'El estado civil es obligatorio',
  'Please indicate if you have children': 'Indica si tienes hijos',
  'Occupation is required': 'La ocupación es obligatoria',
  'At least one language is required': 'Indica al menos un idioma',
  'Education information is required': 'La información sobre tu formación es obligatoria',
  'Platform cause is required': 'La causa de tu proyecto social es obligatoria',
  'Platform description is required': 'La descripción de tu proyecto social es obligatoria',
  'Instagram handle is required': 'El usuario de Instagram es obligatorio',
  'Emergency contact name is required': 'El nombre del contacto de emergencia es obligatorio',
  'Emergency contact relationship is required': 'La relación con el contacto de emergencia es obligatoria',
  'Emergency contact phone is required': 'El teléfono del contacto de emergencia es obligatorio',
  'Emergency contact email is required': 'El correo electrónico del contacto de emergencia es obligatorio',
  'Headshot is required': 'La foto de retrato es obligatoria',
  'Full body photo is required': 'La foto de cuerpo entero es obligatoria',
  'Birth certificate is required': 'El certificado de nacimiento es obligatorio',
  'Please acknowledge the sponsorship requirement':
    'Confirma que sabes que puede requerirse patrocinio y apoyo económico',
  'You must accept the terms and conditions': 'Debes aceptar los términos y condiciones',
  'You must confirm information accuracy': 'Debes confirmar que la información es exacta',
  'Upload failed. Please try again.': 'No se pudo subir el archivo. Inténtalo de nuevo.',
  'Error: Please refresh the page and try again.': 'Error: actualiza la página e inténtalo de nuevo.',
  'The file is empty.': 'El archivo está vacío.',
  'The image could not be read. Please upload a complete JPEG, PNG or WebP file.':
    'No se pudo leer la imagen. Sube un archivo JPEG, PNG o WebP completo.',
  'The video could not be read. Please upload a complete MP4, WebM or MOV file.':
    'No se pudo leer el video. Sube un archivo MP4, WebM o MOV completo.',
  'Please choose a file to upload.': 'Elige un archivo para subir.',
  'Send the uploadType field before the file.': 'Envía el campo uploadType antes del archivo.',
  'The upload is too large: files may be at most 200 MB.':
    'El archivo es demasiado grande: cada archivo puede pesar como máximo 200 MB.',
  'This file is not a valid PDF. Please upload the original PDF document.':
    'Este archivo no es un PDF válido. Sube el documento PDF original.',
  'This PDF also contains web page code and cannot be accepted. Please upload the original PDF document.':
    'Este PDF también contiene código de página web y no se puede aceptar. Sube el documento PDF original.',
  'This PDF contains active content (scripts, actions, embedded files or media) and cannot be accepted. Please upload a plain PDF, for example by printing the document to PDF.':
    'Este PDF tiene contenido activo (scripts, acciones, archivos o contenido multimedia incrustados) y no se puede aceptar. Sube un PDF sencillo, por ejemplo, imprimiendo el documento como PDF.',
  'This PDF is encrypted or compressed in a way that cannot be checked. Please upload an unprotected copy, for example by printing the document to PDF.':
    'Este PDF está cifrado o comprimido de una forma que no se puede comprobar. Sube una copia sin protección, por ejemplo, imprimiendo el documento como PDF.',
  'The upload did not arrive whole. Please try again.': 'El archivo no llegó completo. Inténtalo de nuevo.',
  'Enter a full web address starting with https://': 'Escribe una dirección web completa que empiece por https://',
  'Give the slide a title of at most 90 characters': 'Ponle a la diapositiva un título de 90 caracteres como máximo',
  'Keep the slide text between 1 and 320 characters': 'El texto de la diapositiva debe tener entre 1 y 320 caracteres',
  'Write the announcement (at most 160 characters)': 'Escribe el anuncio (160 caracteres como máximo)',
  'Give the link a label of at most 40 characters': 'Ponle al enlace una etiqueta de 40 caracteres como máximo',
  'Give the link a label': 'Ponle una etiqueta al enlace',
  'The announcement must end after it starts': 'El anuncio debe terminar después de empezar',
  'Give the tier a name of at most 40 characters': 'Ponle al nivel un nombre de 40 caracteres como máximo',
  'Keep the tagline to at most 60 characters': 'El eslogan puede tener como máximo 60 caracteres',
  'Enter the price as a whole amount between 0 and 100,000,000, or leave it empty for "on request"':
    'Escribe el precio como una cantidad entera entre 0 y 100\u202f000\u202f000, o déjalo vacío para mostrar «Precio a consultar»',
  'Site content saved. The public pages show it now.':
    'Contenido del sitio guardado. Las páginas públicas ya lo muestran.',
  "Your sponsorship inquiry has been sent. We'll be in touch soon.":
    'Tu solicitud de patrocinio se ha enviado. Te responderemos muy pronto.',
  'Your message has been sent!': '¡Tu mensaje se ha enviado!',
  'There was an error sending your message. Please try again.':
    'Hubo un error al enviar tu mensaje. Inténtalo de nuevo.',
  'Sending...': 'Enviando…',
  'Please enter a valid phone number with its international code (for example +44 20 7946 0958)':
    'Escribe un número de teléfono válido con su código internacional (por ejemplo, +44 20 7946 0958)',
  'This vote does not exist.': 'Esta votación no existe.',
  'This vote has not opened yet. Come back when it opens.': 'Esta votación aún no ha abierto. Vuelve cuando se abra.',
  'This vote has closed. Thank you for taking part.': 'Esta votación ha cerrado. ¡Gracias por participar!',
  'She is not in this vote.': 'No participa en esta votación.',
  'Confirm your e-mail address before you vote: open the link we sent when you signed up.':
    'Confirma tu correo electrónico antes de votar: abre el enlace que te enviamos al crear tu cuenta.',
  'Votes from temporary e-mail addresses are not counted. Sign up with the address you usually use to vote.':
    'Los votos de direcciones de correo temporales no se cuentan. Para votar, crea tu cuenta con la dirección que usas habitualmente.',
  'You have used today’s free votes for her. Come back tomorrow to vote again.':
    'Ya has usado tus votos gratuitos de hoy para ella. Vuelve mañana para votar de nuevo.',
  'Too many votes have come from your network today. Please try again tomorrow.':
    'Hoy han llegado demasiados votos desde tu red. Inténtalo de nuevo mañana.',
  'Too many accounts have voted from this device today. Please try again tomorrow.':
    'Hoy han votado demasiadas cuentas desde este dispositivo. Inténtalo de nuevo mañana.',
  'Your browser could not be recognised. Reload the page and vote again.':
    'No se pudo reconocer tu navegador. Vuelve a cargar la página y vota de nuevo.',
  'This vote was already sent for someone else. Please reload the page and vote again.':
    'Este voto ya se envió para otra persona. Vuelve a cargar la página y vota de nuevo.',
  'Thank you! Your vote is counted.': '¡Gracias! Tu voto ya cuenta.',
  'The count is kept private until the vote closes.':
    'El recuento se mantiene en privado hasta que cierre la votación.',
  'The votes are voided and no longer counted.': 'Los votos se han anulado y ya no se cuentan.',
  'The vote is saved.': 'La votación se ha guardado.',
  'Another vote already uses this address.': 'Otra votación ya usa esta dirección.',
  'The vote must close after it opens.': 'La votación debe cerrar después de abrir.',
  'Only delegates with a published profile can be in a vote.':
    'Solo las delegadas con un perfil publicado pueden participar en una votación.',
  'Choose the round the vote advances delegates into.':
    'Elige la ronda a la que esta votación hace avanzar a las delegadas.',
  'The result can be applied once the vote has closed.': 'El resultado se podrá aplicar cuando cierre la votación.',
  'The delegates are added to the round.': 'Las delegadas se han añadido a la ronda.',
  'The result of this vote has already been applied.': 'El resultado de esta votación ya se ha aplicado.',
  'Vote packs are not on sale for this vote.': 'Los paquetes de votos no están a la venta en esta votación.',
  'Choose one of the vote packs on sale.': 'Elige uno de los paquetes de votos a la venta.',
  'This pack would take you over the paid votes one fan may buy in this vote. Choose a smaller pack, or keep voting with your free votes.':
    'Con este paquete superarías los votos pagados que un fan puede comprar en esta votación. Elige un paquete más pequeño o sigue votando con tus votos gratuitos.',
  'She has received all the paid votes allowed in this vote. Your free votes still count for her.':
    'Ya ha recibido todos los votos pagados permitidos en esta votación. Tus votos gratuitos siguen contando para ella.',
  'You have no paid votes left in this vote. Buy a vote pack, or vote with your free votes.':
    'No te quedan votos pagados en esta votación. Compra un paquete de votos o vota con tus votos gratuitos.',
  'You have used today’s free votes for her. Buy a vote pack to keep voting, or come back tomorrow.':
    'Ya has usado tus votos gratuitos de hoy para ella. Compra un paquete de votos para seguir votando o vuelve mañana.',
  'The payment did not match the price of the pack, so it could not be accepted. Please contact support if you were charged.':
    'El pago no coincidía con el precio del paquete, así que no se pudo aceptar. Si se te hizo algún cargo, ponte en contacto con el equipo de asistencia.',
  'Offer at least one pack, or turn paid voting off.': 'Ofrece al menos un paquete o desactiva la votación de pago.',
  'Each pack must have a different number of votes.': 'Cada paquete debe tener un número de votos distinto.',
  'Give a three-letter currency code such as USD.': 'Indica un código de moneda de tres letras, como USD.',
  'You have no registration yet.': 'Todavía no tienes una inscripción.',
  'Only an approved registration can be published.': 'Solo se puede publicar una inscripción aprobada.',
  'Photo not found.': 'No se encontró la foto.',
  'The requested range cannot be served.': 'No se puede enviar la parte del archivo solicitada.',
  'This payment was for an order you had replaced with a newer one, so it was not taken: it is being refunded to you in full.':
    'Este pago correspondía a un pedido que habías sustituido por otro más reciente, así que no se cobró: se te está reembolsando en su totalidad.',
  'Your registration fee had already been settled another way, so this payment was not taken: it is being refunded to you in full.':
    'Tu cuota de inscripción ya se había saldado de otra forma, así que este pago no se cobró: se te está reembolsando en su totalidad.',
  'This pack would have taken you over the paid votes one fan may buy in this vote, so its votes were not added: it is being refunded to you in full.':
    'Este paquete te habría hecho superar los votos de pago que un fan puede comprar en esta votación, así que sus votos no se añadieron: se te está reembolsando en su totalidad.',
  'Your registration fee had already been paid, so this second payment was not taken: it is being refunded to you in full.':
    'Tu cuota de inscripción ya estaba pagada, así que este segundo pago no se cobró: se te está reembolsando en su totalidad.',
  'Delegates cannot vote for themselves. You can vote for the other delegates.':
    'Las delegadas no pueden votar por sí mismas. Puedes votar por las demás delegadas.',
  'Staff accounts do not vote in fan votes.': 'Las cuentas del equipo no votan en las votaciones del público.',
  'Delegates in this vote cannot buy vote packs in it.':
    'Las delegadas de esta votación no pueden comprar paquetes de votos en ella.',
  'Staff accounts do not buy vote packs.': 'Las cuentas del equipo no compran paquetes de votos.',
  'Please wait while your browser checks you are a person, then try again.':
    'Espere mientras su navegador comprueba que es una persona y vuelva a intentarlo.',
  'The check that you are a person did not pass. Please try again.':
    'La comprobación de que es una persona no se ha superado. Vuelva a intentarlo.',
  'Give a number of votes from 1 to 10,000.': 'Indique un número de votos de 1 a 10 000.',
};

export default catalogue;
