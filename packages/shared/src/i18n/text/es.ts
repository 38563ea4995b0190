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
  'Give the reason a name of at most 80 characters': 'Ponga al motivo un nombre de 80 caracteres como máximo',
  'Write the reason she will read, in at most 2000 characters':
    'Escriba el motivo que ella leerá, en 2000 caracteres como máximo',
  'That reason no longer exists. Choose another one or write your message.':
    'Ese motivo ya no existe. Elija otro o escriba su mensaje.',
  'Reason added. Reviewers can choose it when sending a registration back.':
    'Motivo añadido. El equipo de revisión puede elegirlo al devolver una inscripción.',
  'Reason saved.': 'Motivo guardado.',
  'Reason deleted.': 'Motivo eliminado.',
  'Send her either a kept reason or your own message, and only when sending a registration back.':
    'Envíele un motivo guardado o su propio mensaje, no ambos, y solo al devolver una inscripción.',
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
  'Set the registration fee: registration cannot open until it is set.':
    'Fije la cuota de inscripción: la inscripción no puede abrirse hasta que esté fijada.',
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
  'Sent. The organisers will review it.': 'Enviado. La organización lo revisará.',
  'This to-do has been accepted: there is nothing more to send.':
    'Esta tarea ya fue aceptada: no hay nada más que enviar.',
  'Choose delegates among the approved contestants': 'Elige delegadas entre las candidatas aprobadas',
  'Choose a continent or delegates, not both': 'Elige un continente o delegadas, no ambos',
  'Only a send waiting for review can be accepted or sent back.':
    'Solo un envío pendiente de revisión puede aceptarse o devolverse.',
  'Accepted. She sees it as done.': 'Aceptado. Ella lo verá como hecho.',
  'Sent back with your reason. She has been told by e-mail.':
    'Devuelto con tu motivo. Se le avisó por correo electrónico.',
  'Write what she needs to change': 'Escribe lo que debe cambiar',
  'At most 1000 characters': 'Como máximo 1000 caracteres',
  'She has sent nothing for this to-do yet.': 'Todavía no envió nada para esta tarea.',
  'Choose at least one delegate': 'Elige al menos una delegada',
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
  'This deadline has passed: every delegate will be late at once':
    'Esta fecha límite ya pasó: todas las delegadas estarán retrasadas a la vez',
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
  'Keep the rules to at most 12,000 characters': 'El reglamento puede tener como máximo 12.000 caracteres',
  'Write the rules in English first: every reader without her own version reads them':
    'Escriba primero el reglamento en inglés: quien no tenga una versión en su idioma lo leerá en inglés',
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
  'Show not found.': 'Espectáculo no encontrado.',
  'Cue not found.': 'Indicación no encontrada.',
  'Fan vote not found.': 'Votación del público no encontrada.',
  'This delegate is not in the round.': 'Esta delegada no forma parte de la ronda.',
  'This segment is not one of the round’s.': 'Esta prueba no pertenece a la ronda.',
  'This round already has a run of show of this kind.': 'Esta ronda ya tiene un guion de este tipo.',
  'Every cue has been fired: the run of show is over.': 'Se han lanzado todas las indicaciones: el guion ha terminado.',
  'There is no earlier cue to go back to.': 'No hay una indicación anterior a la que volver.',
  'The show has not started.': 'El espectáculo no ha comenzado.',
  'The displays are already held.': 'Las pantallas ya están en pausa.',
  'The displays are not held.': 'Las pantallas no están en pausa.',
  'The show moved on since this console last heard from it. Look again before pressing.':
    'El espectáculo ha avanzado desde la última actualización de esta consola. Compruebe antes de pulsar.',
  'A fired cue keeps its kind, delegate and placement.':
    'Una indicación lanzada conserva su tipo, su delegada y su puesto.',
  'Give every cue of the show, each once.': 'Indique cada indicación del espectáculo, una sola vez.',
  'Fired cues keep their order: move only cues still to come.':
    'Las indicaciones lanzadas conservan su orden: mueva solo las que faltan.',
  'A show holds at most 200 cues.': 'Un espectáculo tiene como máximo 200 indicaciones.',
  'A reveal cue needs the placement it reveals.': 'Una indicación de anuncio necesita el puesto que anuncia.',
  'Attach the fan vote this cue opens or closes.': 'Vincula la votación del público que esta indicación abre o cierra.',
  'Attach the segment this cue opens or closes.': 'Vincula la prueba que esta indicación abre o cierra.',
  'Placements are revealed from the last up to the queen: this is not the next one.':
    'Los puestos se anuncian del último hasta la reina: este no es el siguiente.',
  'Only a rehearsal can be reset.': 'Solo se puede reiniciar un ensayo.',
  'This display link has been revoked.': 'Este enlace de pantalla ha sido revocado.',
  'This display link is not valid.': 'Este enlace de pantalla no es válido.',
  'This display link is already revoked.': 'Este enlace de pantalla ya está revocado.',
  'Give the cue a title.': 'Dé un título a la indicación.',
  'Name the display.': 'Ponga nombre a la pantalla.',
  'Change at least one thing.': 'Cambie al menos una cosa.',
  'Name each cue once.': 'Indique cada indicación una sola vez.',
  'Round not found.': 'Ronda no encontrada.',
  'First name is too long': 'El nombre es demasiado largo',
  'Last name is too long': 'El apellido es demasiado largo',
  'Title is required': 'El cargo es obligatorio',
  'Title is too long': 'El cargo es demasiado largo',
  'Organization is required': 'La organización es obligatoria',
  'Organization is too long': 'El nombre de la organización es demasiado largo',
  'Location is required': 'La ubicación es obligatoria',
  'Location is too long': 'La ubicación es demasiado larga',
  'Proposal is required': 'La propuesta es obligatoria',
  'Proposal is too long': 'La propuesta es demasiado larga',
  'Message is too long': 'El mensaje es demasiado largo',
  'Email is required': 'El correo electrónico es obligatorio',
  'Email is too long': 'El correo electrónico es demasiado largo',
  'Contact number is required': 'El número de contacto es obligatorio',
  'Reference link is required': 'El enlace de referencia es obligatorio',
  'Reference link is too long': 'El enlace de referencia es demasiado largo',
  'Please enter a valid URL (for example https://yourcompany.com)':
    'Escribe una dirección web válida (por ejemplo https://yourcompany.com)',
  'Please choose an area of interest': 'Elige un área de interés',
  'Please choose a type of inquiry': 'Elige un tipo de consulta',
  'At most 500 characters': 'Como máximo 500 caracteres',
  'Use a colour in the form #RRGGBB': 'Indica un color con el formato #RRGGBB',
  'Invalid id': 'Identificador no válido',
  'Please enter a valid date of birth': 'Escribe una fecha de nacimiento válida',
  'Add at most 20 entries': 'Agrega como máximo 20 entradas',
  'Language is required': 'El idioma es obligatorio',
  'Enter a year after 1900': 'Escribe un año posterior a 1900',
  'Enter a year before 2100': 'Escribe un año anterior a 2100',
  'Pageant name is required': 'El nombre del certamen es obligatorio',
  'Enter some text': 'Escribe un texto',
  'Name the award.': 'Ponle nombre al premio.',
  'At most 6 packs.': 'Como máximo 6 paquetes.',
  'Give the pack’s number of votes.': 'Indica el número de votos del paquete.',
  'A pack holds a whole number of votes.': 'Un paquete contiene un número entero de votos.',
  'Give the pack’s price.': 'Indica el precio del paquete.',
  'At least 1 vote.': 'Al menos 1 voto.',
  'At most 10000 votes.': 'Como máximo 10 000 votos.',
  'At least 0.50.': 'Al menos 0.50.',
  'At most 100000.': 'Como máximo 100 000.',
  'At most two decimals.': 'Como máximo dos decimales.',
  'Each segment needs its own key.': 'Cada prueba necesita su propia clave.',
  'The tie-break segment must be one of the round’s segments.':
    'La prueba de desempate debe ser una de las pruebas de la ronda.',
  'Add at least one segment.': 'Agrega al menos una prueba.',
  'At most 12 segments.': 'Como máximo 12 pruebas.',
  'Use lower-case letters, digits and hyphens, starting with a letter.':
    'Usa letras minúsculas, cifras y guiones, empezando por una letra.',
  'Give the segment a name.': 'Ponle nombre a la prueba.',
  'At most 60 characters.': 'Como máximo 60 caracteres.',
  'A weight is more than 0 %.': 'Un peso es mayor que 0 %.',
  'A weight is at most 100 %.': 'Un peso es como máximo 100 %.',
  'Weights have at most two decimals.': 'Los pesos tienen como máximo dos decimales.',
  'The highest score is above the lowest.': 'La puntuación más alta es mayor que la más baja.',
  'The step and the lowest score have at most three decimals.':
    'El intervalo y la puntuación más baja tienen como máximo tres decimales.',
  'The highest score must be reachable from the lowest in whole steps.':
    'La puntuación más alta debe alcanzarse desde la más baja con intervalos completos.',
  'Use a three-letter currency code': 'Usa un código de moneda de tres letras',
  'Please enter a phone number': 'Escribe un número de teléfono',
  'Name each round once.': 'Nombra cada ronda una sola vez.',
  'The end date must not be before the start date': 'La fecha de fin no debe ser anterior a la de inicio',
  'Page starts at 1': 'Las páginas empiezan en 1',
  'Use at most 100 rows per page': 'Usa como máximo 100 filas por página',
  'Choose one of: contestants, payments, users, settings, themes, inquiries, audit, judging, voting, show':
    'Elige una opción: contestants, payments, users, settings, themes, inquiries, audit, judging, voting, show',
  'Use a date such as 2026-03-14': 'Usa una fecha como 2026-03-14',
  'Choose grant-edits, add-to-round, add-tag or remove-tag': 'Elige grant-edits, add-to-round, add-tag o remove-tag',
  'Choose the records': 'Elige los registros',
  'Choose at least one record': 'Elige al menos un registro',
  'Choose at most 200 records at a time': 'Elige como máximo 200 registros a la vez',
  'Enter a number of edits': 'Escribe un número de ediciones',
  'Enter a whole number': 'Escribe un número entero',
  'Grant at least 1 edit': 'Concede al menos 1 edición',
  'Grant at most 10 edits at a time': 'Concede como máximo 10 ediciones a la vez',
  'Choose a registration status': 'Elige un estado de inscripción',
  'Choose a continent': 'Elige un continente',
  'Choose a payment status': 'Elige un estado de pago',
  'Choose yes or no': 'Elige sí o no',
  'Write a subject': 'Escribe un asunto',
  'Write the message': 'Escribe el mensaje',
  'Invalid request id': 'Identificador de solicitud no válido',
  'The end date must be on or after the start date': 'La fecha de fin debe ser igual o posterior a la de inicio',
  'Use a date as YYYY-MM-DD': 'Usa una fecha con el formato AAAA-MM-DD',
  'Sort by submittedAt, name, status, createdAt or updatedAt':
    'Ordena por submittedAt, name, status, createdAt o updatedAt',
  'Order is asc or desc': 'El orden es asc o desc',
  'Choose approve, reject or activate': 'Elige approve, reject o activate',
  'Send the version of the record you reviewed': 'Envía la versión del registro que revisaste',
  'Write a note first': 'Escribe primero una nota',
  'Write a message': 'Escribe un mensaje',
  'Choose a field to correct': 'Elige un campo para corregir',
  'Use at most 5000 characters': 'Usa como máximo 5000 caracteres',
  'Say why you correct it: she will read it': 'Explica por qué lo corriges: ella lo leerá',
  'Choose all, contact or sponsorship': 'Elige all, contact o sponsorship',
  'Use true or false': 'Usa true o false',
  'Unknown message type': 'Tipo de mensaje desconocido',
  'Enter a first name': 'Escribe un nombre',
  'Enter a last name': 'Escribe un apellido',
  'Choose one of: developer, super admin, admin, hr, editor':
    'Elige una opción: developer, super admin, admin, hr, editor',
  'Each resource may appear only once': 'Cada recurso puede aparecer una sola vez',
  'Give at least one action, or leave the resource out': 'Indica al menos una acción o quita el recurso',
  'Actions are read, update, export, score, audit, direct, manage':
    'Las acciones son read, update, export, score, audit, direct, manage',
  'Choose bank transfer, cash or a waiver': 'Elige transferencia bancaria, efectivo o exención',
  'The end date is before the start date': 'La fecha de fin es anterior a la de inicio',
  'Unknown payment status': 'Estado de pago desconocido',
  'Unknown payment provider': 'Proveedor de pagos desconocido',
  'Use a date in the form YYYY-MM-DD': 'Usa una fecha con el formato AAAA-MM-DD',
  'Choose the day orders were created or paid': 'Elige el día en que se crearon o pagaron los pedidos',
  'Enter the amount to refund': 'Escribe la cantidad que se reembolsará',
  'Enter the amount in cents': 'Escribe la cantidad en centavos',
  'Say why it is refunded': 'Indica el motivo del reembolso',
  'Choose one of: developer, super admin, admin, hr, editor, user':
    'Elige una opción: developer, super admin, admin, hr, editor, user',
  'active is true or false': 'active es true o false',
  'sort is one of -createdAt, createdAt, name, -name, email, -email, -lastLogin, lastLogin, -role, role':
    'sort es -createdAt, createdAt, name, -name, email, -email, -lastLogin, lastLogin, -role o role',
  'Incorrect password': 'Contraseña incorrecta',
  'A token is required': 'Se necesita un token',
  'Use at most 1200 characters': 'Usa como máximo 1200 caracteres',
  'No such segment.': 'Esa prueba no existe.',
  'Rank each delegate once.': 'Clasifica a cada delegada una sola vez.',
  'Give the round a name.': 'Ponle nombre a la ronda.',
  'A round has at most one head judge.': 'Una ronda tiene como máximo una presidencia del jurado.',
  'Say why the scores are reopened.': 'Indica por qué se reabren las puntuaciones.',
  'Say why the judge is excused.': 'Indica por qué se excusa al miembro del jurado.',
  'limit must be a number': 'limit debe ser un número',
  'limit must be a whole number': 'limit debe ser un número entero',
  'limit must be at least 1': 'limit debe ser al menos 1',
  'limit must be at most 100': 'limit debe ser como máximo 100',
  'status must be unread, read or archived': 'status debe ser unread, read o archived',
  'Unknown product': 'Producto desconocido',
  'Quantity must be 1': 'La cantidad debe ser 1',
  'paymentIntentId is required': 'paymentIntentId es obligatorio',
  'Invalid reference': 'Referencia no válida',
  'Enter a whole percentage': 'Escribe un porcentaje entero',
  'From 1 to 100': 'De 1 a 100',
  'Enter an amount': 'Escribe una cantidad',
  'Enter how many contestants may use it': 'Indica cuántas candidatas pueden usarlo',
  'At least 1': 'Al menos 1',
  'At most 100000': 'Como máximo 100 000',
  'Choose what to erase': 'Elige qué borrar',
  'Give a number of months': 'Indica un número de meses',
  'Give a whole number of months': 'Indica un número entero de meses',
  'At least 1 month': 'Al menos 1 mes',
  'At most 120 months': 'Como máximo 120 meses',
  'uploadType must be headshot, fullBody, video or birthCertificate':
    'uploadType debe ser headshot, fullBody, video o birthCertificate',
  'Send the revision the draft was based on in If-Match': 'Envía en If-Match la revisión en la que se basó el borrador',
  'Choose a delegate.': 'Elige una delegada.',
  'Give the vote a name.': 'Ponle nombre a la votación.',
  'Give the opening date and time.': 'Indica la fecha y la hora de apertura.',
  'Give the closing date and time.': 'Indica la fecha y la hora de cierre.',
  'Choose a time zone such as Africa/Lagos or Europe/Paris.':
    'Elige una zona horaria como Africa/Lagos o Europe/Paris.',
  'Choose the votes to void.': 'Elige los votos que se anularán.',
  'Say why the votes are voided.': 'Indica por qué se anulan los votos.',
  'This field is required': 'Este campo es obligatorio',
  'This value is not of the expected type': 'Este valor no es del tipo esperado',
  'This text is too long': 'Este texto es demasiado largo',
  'This text is too short': 'Este texto es demasiado corto',
  'There are too many items': 'Hay demasiados elementos',
  'There are too few items': 'Hay muy pocos elementos',
  'This value is too large': 'Este valor es demasiado grande',
  'This value is too small': 'Este valor es demasiado pequeño',
  'Please enter a valid web address': 'Escribe una dirección web válida',
  'Please enter a valid date': 'Escribe una fecha válida',
  'This value is not in the expected format': 'Este valor no tiene el formato esperado',
  'This number is not one of the allowed steps': 'Este número no corresponde a los intervalos permitidos',
  'This request has fields that are not expected': 'Esta solicitud tiene campos no previstos',
  'Please choose one of the allowed values': 'Elige uno de los valores permitidos',
  'This list has a value that is not valid': 'Esta lista tiene un valor no válido',
  'This value is not valid': 'Este valor no es válido',
  'Please accept the terms of use and the privacy policy': 'Acepte las condiciones de uso y la política de privacidad',
  'Your account is already on the contestant’s path.': 'Su cuenta ya sigue el camino de candidata.',
  'Your application is open: your registration starts from your dashboard.':
    'Su candidatura está abierta: su inscripción empieza desde su panel.',
  'Your account is a fan’s: apply to compete from your home page before paying the registration fee.':
    'Su cuenta es de fan: presente su candidatura desde su página de inicio antes de pagar la cuota de inscripción.',
  'This score waited on the phone for more than 12 hours and was not saved. Enter it again if it still stands.':
    'Esta puntuación esperó en el teléfono más de 12 horas y no se guardó. Vuelve a introducirla si sigue siendo válida.',
  Judge: 'Jurado',
  'Scores the delegates of the rounds she is given, one delegate at a time, on her phone.':
    'Califica a las delegadas de las rondas que se le asignan, una delegada a la vez, desde su teléfono.',
  'Head judge': 'Presidenta del jurado',
  'Scores like every judge and records her own ranking, used only to break a tie.':
    'Califica como cada miembro del jurado y registra su propia clasificación, que solo sirve para deshacer un empate.',
  'Chief auditor': 'Auditora jefa',
  'Checks the judges’ submitted scores and the audit chain; reopens a submitted segment when a judge must correct it.':
    'Revisa las puntuaciones enviadas por el jurado y la cadena de auditoría; reabre una prueba enviada cuando una jurado debe corregirla.',
  Director: 'Directora',
  'Runs the competition: sets up the rounds, their judges and delegates, follows the live tabulation and publishes the results.':
    'Dirige el certamen: prepara las rondas, su jurado y sus delegadas, sigue el recuento en directo y publica los resultados.',
  'Show director': 'Directora del espectáculo',
  'Runs the live finale from the show console and its display screens.':
    'Dirige la final en directo desde la consola del espectáculo y sus pantallas.',
  Reviewer: 'Revisora',
  'Reads the registrations, approves them or sends them back, and answers the messages that arrive.':
    'Lee las inscripciones, las aprueba o las devuelve, y responde a los mensajes que llegan.',
  Finance: 'Finanzas',
  'Follows the payments, records a payment made another way and exports the accounts.':
    'Sigue los pagos, registra un pago hecho por otra vía y exporta las cuentas.',
  'Fan-vote officer': 'Responsable del voto del público',
  'Sets up the fan votes, watches them and sets aside suspicious votes.':
    'Prepara las votaciones del público, las vigila y aparta los votos sospechosos.',
  Editor: 'Editora',
  'Writes the public site’s words and pictures and looks after its theme.':
    'Escribe los textos e imágenes del sitio público y cuida su tema.',
  Auditor: 'Auditora',
  'Reads the audit log of everything staff did, and changes nothing.':
    'Lee el registro de auditoría de todo lo que hizo el equipo, sin cambiar nada.',
  Custom: 'Personalizado',
  'You choose the role and each permission yourself.': 'Usted elige el rol y cada permiso.',
  'See the contestants and their registrations': 'Ver a las concursantes y sus inscripciones',
  'Approve, send back and correct registrations': 'Aprobar, devolver y corregir inscripciones',
  'Download the contestants as a spreadsheet': 'Descargar las concursantes como hoja de cálculo',
  'Do everything with the contestants and their registrations': 'Hacer todo con las concursantes y sus inscripciones',
  'See the payments and refunds': 'Ver los pagos y los reembolsos',
  'Record a payment made another way, waive a fee and refund':
    'Registrar un pago hecho por otra vía, eximir una cuota y reembolsar',
  'Download the payments as a spreadsheet': 'Descargar los pagos como hoja de cálculo',
  'Do everything with the payments': 'Hacer todo con los pagos',
  'See the staff accounts': 'Ver las cuentas del equipo',
  'Invite staff and change their roles and permissions': 'Invitar al equipo y cambiar sus roles y permisos',
  'Do everything with the staff accounts': 'Hacer todo con las cuentas del equipo',
  'See the site’s settings and words': 'Ver los ajustes y textos del sitio',
  'Change the site’s settings and words': 'Cambiar los ajustes y textos del sitio',
  'Do everything with the site’s settings and words': 'Hacer todo con los ajustes y textos del sitio',
  'See the site’s theme': 'Ver el tema del sitio',
  'Change the site’s colours and look': 'Cambiar los colores y el aspecto del sitio',
  'Do everything with the site’s theme': 'Hacer todo con el tema del sitio',
  'Read the messages sent to the pageant': 'Leer los mensajes enviados al certamen',
  'Answer the messages sent to the pageant': 'Responder a los mensajes enviados al certamen',
  'Do everything with the messages sent to the pageant': 'Hacer todo con los mensajes enviados al certamen',
  'Read the audit log': 'Leer el registro de auditoría',
  'Score the delegates of the rounds she is assigned to': 'Calificar a las delegadas de las rondas que tiene asignadas',
  'Check the judges’ scores and reopen a submitted segment':
    'Revisar las puntuaciones del jurado y reabrir una prueba enviada',
  'Set up the rounds, follow the tabulation and publish the results':
    'Preparar las rondas, seguir el recuento y publicar los resultados',
  'See the fan votes': 'Ver los votos del público',
  'Set up the fan votes and set aside suspicious votes':
    'Preparar las votaciones del público y apartar los votos sospechosos',
  'Download the fan votes as a spreadsheet': 'Descargar los votos del público como hoja de cálculo',
  'Do everything with the fan votes': 'Hacer todo con los votos del público',
  'Run the live finale from the show console': 'Dirigir la final en directo desde la consola del espectáculo',
  'Only a judge’s invitation names rounds.': 'Solo la invitación de una jurado nombra rondas.',
  'A round is chosen twice.': 'Una ronda está elegida dos veces.',
  'A judge can be invited only to a round that has not opened yet.':
    'Solo se puede invitar a una jurado a una ronda que aún no se ha abierto.',
  'Choose one of the roles offered': 'Elige uno de los roles ofrecidos',
  'Choose the rounds from the list': 'Elige las rondas de la lista',
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.':
    'Introduce el código de 6 dígitos de tu aplicación de autenticación o uno de tus códigos de recuperación.',
  'That code is not correct. Check your authenticator app and try again.':
    'Ese código no es correcto. Revisa tu aplicación de autenticación e inténtalo de nuevo.',
  'Your sign-in took too long. Please sign in again.':
    'El inicio de sesión ha tardado demasiado. Vuelve a iniciar sesión.',
  'Enter the code from your authenticator app to finish signing in.':
    'Introduce el código de tu aplicación de autenticación para terminar de iniciar sesión.',
  'Scan the picture with your authenticator app, then enter the 6-digit code it shows.':
    'Escanea la imagen con tu aplicación de autenticación y luego introduce el código de 6 dígitos que muestra.',
  'Two-step sign-in is on. Keep your recovery codes somewhere safe: each one works once.':
    'El inicio de sesión en dos pasos está activado. Guarda tus códigos de recuperación en un lugar seguro: cada uno sirve una sola vez.',
  'Two-step sign-in is already on for your account.': 'El inicio de sesión en dos pasos ya está activado en tu cuenta.',
  'Start the set-up again: no set-up is waiting for a code.':
    'Vuelve a empezar la configuración: no hay ninguna configuración esperando un código.',
  'Your role requires two-step sign-in. Set it up in Account settings to reach the back office.':
    'Tu rol exige el inicio de sesión en dos pasos. Configúralo en la configuración de la cuenta para acceder al panel de administración.',
  'Two-step sign-in was reset. The person has been told by e-mail and will set it up again.':
    'Se ha restablecido el inicio de sesión en dos pasos. La persona ha sido avisada por correo electrónico y lo volverá a configurar.',
  'This account has no two-step sign-in to reset.':
    'Esta cuenta no tiene inicio de sesión en dos pasos que restablecer.',
  'You cannot reset your own two-step sign-in: another super admin must do it.':
    'No puedes restablecer tu propio inicio de sesión en dos pasos: debe hacerlo otro superadministrador.',
  'Saved: the rule applies from the next request.': 'Guardado: la regla se aplica desde la próxima solicitud.',
  'Enter the name the invoice is made out to.': 'Escribe el nombre a cuyo nombre se emite la factura.',
  'The billing name is at most 120 characters.': 'El nombre de facturación tiene como máximo 120 caracteres.',
  'Enter the billing address.': 'Escribe la dirección de facturación.',
  'The billing address is at most 400 characters.': 'La dirección de facturación tiene como máximo 400 caracteres.',
  'Enter the tax number as letters and digits (4 to 20 of them), or leave it empty.':
    'Escribe el número de identificación fiscal con letras y cifras (entre 4 y 20), o déjalo vacío.',
  'Invoice not found.': 'No se encontró la factura.',
  'Credit note not found.': 'No se encontró la factura rectificativa.',
  'An invoice can only be made for a payment that went through and took money.':
    'Solo se puede emitir una factura por un pago que se completó y se cobró.',
  'Invoices cannot be made yet: the organisers have not given their billing details.':
    'Todavía no se pueden emitir facturas: los organizadores no han indicado sus datos de facturación.',
  'Your invoice is ready.': 'Tu factura está lista.',
  'The invoice could not be made. Please try again.': 'No se pudo emitir la factura. Inténtalo de nuevo.',
  'The document could not be downloaded. Please try again.': 'No se pudo descargar el documento. Inténtalo de nuevo.',
  'Enter the organisation’s legal name': 'Escribe la razón social de la organización',
  'The legal name is at most 160 characters': 'La razón social tiene como máximo 160 caracteres',
  'Enter the organisation’s postal address': 'Escribe la dirección postal de la organización',
  'The address is at most 400 characters': 'La dirección tiene como máximo 400 caracteres',
  'Enter the tax number as letters and digits (4 to 20 of them), or leave it empty':
    'Escribe el número de identificación fiscal con letras y cifras (entre 4 y 20), o déjalo vacío',
  'Billing details saved.': 'Datos de facturación guardados.',
  'Choose a day (YYYY-MM-DD)': 'Elige un día (AAAA-MM-DD)',
  'The period must end on or after the day it starts': 'El periodo debe terminar el mismo día en que empieza o después',
  'Choose a period of at most 366 days': 'Elige un periodo de 366 días como máximo',
  'The accounting export could not be downloaded. Please try again.':
    'No se pudo descargar la exportación contable. Inténtalo de nuevo.',
  'Your answer is sent.': 'Tu respuesta se ha enviado.',
  'Answer sent.': 'Respuesta enviada.',
  'Conversation not found.': 'No se encontró la conversación.',
  'You have sent many answers this hour. Please wait a little before writing again.':
    'Has enviado muchas respuestas en esta hora. Espera un poco antes de volver a escribir.',
  'The file must be a PDF, JPEG or PNG file.': 'El archivo debe estar en formato PDF, JPEG o PNG.',
  'The file must be 10 MB or smaller.': 'El archivo debe pesar 10 MB o menos.',
  'Two-step sign-in is off.': 'El inicio de sesión en dos pasos está desactivado.',
  'Two-step sign-in is not on for your account.': 'El inicio de sesión en dos pasos no está activado en tu cuenta.',
  'Your role requires two-step sign-in: add a passkey before turning the app codes off.':
    'Tu rol exige el inicio de sesión en dos pasos: añade una llave de acceso antes de desactivar los códigos de la aplicación.',
  'Here are your new recovery codes. The old ones no longer work.':
    'Aquí tienes tus nuevos códigos de recuperación. Los anteriores ya no funcionan.',
  'Use your passkey to finish signing in.': 'Usa tu llave de acceso para terminar de iniciar sesión.',
  'Passkey added. You can now sign in with it.': 'Llave de acceso añadida. Ya puedes iniciar sesión con ella.',
  'Passkey removed.': 'Llave de acceso eliminada.',
  'That passkey is not on your account.': 'Esa llave de acceso no está en tu cuenta.',
  'The passkey request has expired. Please try again.':
    'La solicitud de la llave de acceso ha caducado. Inténtalo de nuevo.',
  'This passkey could not be checked. Please try again.':
    'No se pudo comprobar esta llave de acceso. Inténtalo de nuevo.',
  'This passkey is not recognised here. Sign in with your password, then add it in Account settings.':
    'Esta llave de acceso no se reconoce aquí. Inicia sesión con tu contraseña y luego añádela en la configuración de la cuenta.',
  'Give your passkey a name, for example the device it is on.':
    'Ponle un nombre a tu llave de acceso, por ejemplo el del dispositivo en el que está.',
  'Keep the name to 60 characters or fewer.': 'El nombre no puede superar los 60 caracteres.',
  'This passkey is already on your account.': 'Esta llave de acceso ya está en tu cuenta.',
  'Your role requires a second factor: add another passkey or set up an authenticator app before removing this one.':
    'Tu rol exige un segundo factor: añade otra llave de acceso o configura una aplicación de autenticación antes de eliminar esta.',
  'Name the template': 'Ponle nombre a la plantilla',
  'The second reminder must come closer to the closing date than the first':
    'El segundo recordatorio debe llegar más cerca de la fecha de cierre que el primero',
  'Use a whole number of days between 1 and 60': 'Indica un número entero de días entre 1 y 60',
  'Choose a country from the list': 'Elige un país de la lista',
  'Give the date and time the round starts.': 'Indica la fecha y la hora en que empieza la ronda.',
  'Your message is scheduled: it starts at the time you chose.':
    'Tu mensaje está programado: se enviará a la hora que elegiste.',
  'This time has already passed: choose a time in the future, or send it now.':
    'Esa hora ya pasó: elige una hora futura o envíalo ahora.',
  'The scheduled message was cancelled: nobody receives it.': 'El mensaje programado se canceló: nadie lo recibirá.',
  'This message has already started (or was cancelled): it can no longer be cancelled.':
    'El envío de este mensaje ya empezó (o se canceló): ya no se puede cancelar.',
  'No such message.': 'Este mensaje no existe.',
  'Template saved.': 'Plantilla guardada.',
  'Template renamed.': 'Plantilla renombrada.',
  'Template deleted.': 'Plantilla eliminada.',
  'A template already has this name: choose another one.': 'Ya hay una plantilla con este nombre: elige otro.',
  'No such template: it may have been deleted.': 'Esta plantilla no existe: puede que se haya eliminado.',
  'Attach at most 3 files.': 'Adjunta 3 archivos como máximo.',
  'An attached file is no longer there: attach it again.':
    'Un archivo adjunto ya no está disponible: adjúntalo de nuevo.',
  'Invalid attachment id': 'Identificador de archivo adjunto no válido',
  'Mailing settings saved.': 'Ajustes de envío guardados.',
  'Country confirmed.': 'País confirmado.',
  'She may represent only her nationality’s country or her country of residence.':
    'Solo puede representar al país de su nacionalidad o a su país de residencia.',
  'Her registration is not submitted yet.': 'Su inscripción aún no se ha enviado.',
};

export default catalogue;
