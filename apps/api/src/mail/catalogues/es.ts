/** The e-mails' words in es, by message id (see ../i18n.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'mail.layout.tagline': 'Donde la belleza se une al propósito',
  'mail.layout.buttonFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
  'mail.layout.unsubscribe': 'Darte de baja de estos mensajes',
  'mail.layout.hello': 'Hola, {name}:',
  'mail.layout.linkLine': '{label}:',
  'mail.verify.title': 'Confirma tu dirección de correo electrónico',
  'mail.verify.preheader': 'Un clic para confirmar tu cuenta de {site}.',
  'mail.verify.welcome':
    'Te damos la bienvenida a {site}. Nos encanta que quieras formar parte de un certamen donde la belleza se une al propósito.',
  'mail.verify.why':
    'Confirma que esta es tu dirección de correo electrónico para que podamos mantenerte al tanto de tu inscripción.',
  'mail.verify.action': 'Verificar mi correo',
  'mail.verify.expiry': 'Este enlace funciona una sola vez y caduca en {hours} horas.',
  'mail.verify.footnote': 'Si no creaste una cuenta en {site}, puedes ignorar este mensaje.',
  'mail.verify.subject': 'Verifica tu dirección de correo electrónico para {site}',
  'mail.reset.title': 'Restablece tu contraseña',
  'mail.reset.preheader': 'Un enlace para elegir una nueva contraseña.',
  'mail.reset.intro':
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Elige una nueva con el botón de abajo.',
  'mail.reset.action': 'Elegir una nueva contraseña',
  'mail.reset.expiry':
    'Este enlace funciona una sola vez y caduca en {hours} hora. Al restablecer tu contraseña se cerrará tu sesión en todos tus dispositivos.',
  'mail.reset.footnote': 'Si no lo solicitaste, puedes ignorar este mensaje: tu contraseña sigue siendo la misma.',
  'mail.reset.subject': 'Restablece tu contraseña de {site}',
  'mail.changed.title': 'Tu contraseña ha cambiado',
  'mail.changed.preheader': 'Tu contraseña acaba de cambiar.',
  'mail.changed.intro':
    'La contraseña de tu cuenta acaba de cambiar y se ha cerrado la sesión en todos los dispositivos conectados.',
  'mail.changed.ifYou': 'Si fuiste tú, no tienes que hacer nada más.',
  'mail.account.signIn': 'Iniciar sesión',
  'mail.changed.footnote': 'Si no cambiaste tu contraseña, restablécela ahora en {reset} y contáctanos en {contact}.',
  'mail.changed.subject': 'Tu contraseña de {site} ha cambiado',
  'mail.exists.title': 'Ya tienes una cuenta',
  'mail.exists.preheader': 'Alguien intentó crear una cuenta con esta dirección de correo electrónico.',
  'mail.exists.intro':
    'Alguien, quizá tú, acaba de intentar crear una cuenta nueva con esta dirección de correo electrónico. Ya tienes una, así que no se creó ninguna cuenta nueva.',
  'mail.exists.signIn': 'Inicia sesión con tu cuenta actual o restablece tu contraseña si la olvidaste.',
  'mail.exists.forgot': '¿Olvidaste tu contraseña? Restablécela aquí: {reset}',
  'mail.exists.footnote': 'Si no fuiste tú, puedes ignorar este mensaje. Tu cuenta no ha cambiado.',
  'mail.exists.subject': 'Ya tienes una cuenta de {site}',
  'mail.registration.submittedTitle': 'Hemos recibido tu inscripción',
  'mail.registration.submittedPreheader': 'Recibimos tu inscripción y la revisaremos en breve.',
  'mail.registration.submittedThanks': 'Gracias por inscribirte en {site}. Recibimos tu inscripción el {date}.',
  'mail.registration.submittedNext':
    'Ahora nuestro equipo revisará tus datos y documentos. Te escribiremos en cuanto haya novedades.',
  'mail.registration.viewAction': 'Ver mi inscripción',
  'mail.registration.submittedEdits':
    'Si necesitas corregir algo, puedes modificar tu inscripción desde tu portal un número limitado de veces.',
  'mail.registration.submittedFootnote': '¿Tienes preguntas? Escríbenos a través de {contact}.',
  'mail.registration.submittedSubject': 'Inscripción recibida: {site}',
  'mail.registration.updatedTitle': 'Tu inscripción se ha actualizado',
  'mail.registration.updatedPreheader': 'Recibimos los cambios de tu inscripción.',
  'mail.registration.updatedIntro':
    'Recibimos los cambios de tu inscripción. Ha vuelto a nuestro equipo para su revisión.',
  'mail.registration.updatedRemaining':
    '{count, plural, =0 {No te quedan modificaciones.} one {Te queda # modificación.} other {Te quedan # modificaciones.}}',
  'mail.registration.updatedFootnote':
    'Si no hiciste este cambio, ponte en contacto con nosotros de inmediato a través de {contact}.',
  'mail.registration.updatedSubject': 'Inscripción actualizada: {site}',
  'mail.review.contactLine': '¿Tienes preguntas? Escríbenos a través de {contact}; leemos todos los mensajes.',
  'mail.review.noteFrom': 'Unas palabras de la organización:',
  'mail.review.editsLeft':
    '{count, plural, =0 {No tienes modificaciones disponibles.} one {Tienes # modificación disponible.} other {Tienes # modificaciones disponibles.}}',
  'mail.review.portalAction': 'Ir a mi portal',
  'mail.review.viewAction': 'Ver mi inscripción',
  'mail.review.approvedTitle': 'Tu inscripción ha sido aprobada',
  'mail.review.approvedPreheader': '¡Felicidades! La organización aprobó tu inscripción.',
  'mail.review.approvedIntro': 'Felicidades. Nuestro equipo revisó tu inscripción en {site} y la aprobó.',
  'mail.review.approvedNext':
    'Es un paso importante en tu camino. Nos pondremos en contacto contigo sobre lo que viene: la orientación, tu programa continental y cómo preparar tu proyecto social para el escenario.',
  'mail.review.approvedContact': 'Mantén tus datos de contacto al día para que ningún mensaje nuestro se pierda.',
  'mail.review.approvedSubject': 'Tu inscripción ha sido aprobada: {site}',
  'mail.review.attentionTitle': 'Tu inscripción necesita tu atención',
  'mail.review.attentionPreheader': 'La organización te pide algunos cambios en tu inscripción.',
  'mail.review.attentionIntro':
    'Gracias por tu inscripción. Nuestro equipo la revisó y necesita algunas cosas de tu parte antes de seguir adelante. Este es su mensaje:',
  'mail.review.attentionAction': 'Revisar mi inscripción',
  'mail.review.attentionHow':
    'Abre tu portal, inicia una modificación, haz los cambios y vuelve a enviar tu inscripción. La revisaremos en cuanto llegue.',
  'mail.review.attentionSubject': 'Tu inscripción necesita tu atención: {site}',
  'mail.review.activeTitle': 'Bienvenida, candidata oficial',
  'mail.review.activePreheader': 'Ya eres participante activa de {site}.',
  'mail.review.activeIntro':
    'Es un honor darte la bienvenida como participante activa de {site}. Ahora representas a tu continente, a tu comunidad y a tu causa.',
  'mail.review.activeNext':
    'Tu inscripción es definitiva. En las próximas semanas te compartiremos tu programa, el calendario de ensayos y el apoyo que tienes a tu disposición.',
  'mail.review.activeSubject': 'Bienvenida, candidata oficial: {site}',
  'mail.review.editsTitle': 'Puedes volver a modificar tu inscripción',
  'mail.review.editsPreheader': 'La organización te ha concedido más modificaciones.',
  'mail.review.editsIntro':
    'La organización te ha concedido más modificaciones, así que puedes volver a actualizar tu inscripción.',
  'mail.review.editsAction': 'Modificar mi inscripción',
  'mail.review.editsHow':
    'Cada vez que inicias una modificación, se usa una. Envía tus cambios cuando estés lista y los revisaremos.',
  'mail.review.editsSubject': 'Puedes modificar tu inscripción: {site}',
  'mail.review.messagePreheader': 'Un mensaje del equipo de {site}.',
  'mail.review.messageFootnote': 'Para contestar, responde a este correo electrónico: le llegará a la organización.',
  'mail.review.messageSubject': '{subject}: {site}',
  'mail.review.threadAction': 'Responder en mi portal',
  'mail.review.threadFootnote':
    'Responde en tu portal, donde puedes adjuntar un archivo, o contesta a este correo electrónico: ambas respuestas le llegan a la organización.',
  'mail.review.correctedTitle': 'Corregimos tu inscripción',
  'mail.review.correctedPreheader': 'La organización corrigió «{field}» en tu inscripción.',
  'mail.review.correctedIntro': 'Nuestro equipo corrigió un dato de tu inscripción: {field}.',
  'mail.review.correctedChange': 'Antes: {before}. Ahora: {after}.',
  'mail.review.correctedEmpty': '(vacío)',
  'mail.review.correctedWhy': 'Motivo: {reason}',
  'mail.review.correctedWrong': 'Si no es correcto, escríbenos y lo dejaremos como estaba.',
  'mail.review.correctedSubject': 'Corregimos tu inscripción: {site}',
  'mail.payments.continueAction': 'Continuar mi inscripción',
  'mail.payments.reference': 'Referencia: {reference}',
  'mail.payments.receiptTitle': 'Pago recibido',
  'mail.payments.receiptPreheader': 'Recibimos tu cuota de inscripción de {site} por {amount}.',
  'mail.payments.receiptThanks':
    'Gracias. Recibimos tu cuota de inscripción de {amount}. Tu formulario de inscripción ya está abierto para que lo completes.',
  'mail.payments.receiptTakeYourTime':
    'Tómate tu tiempo con el formulario: tus respuestas se guardan a medida que avanzas y puedes volver a él cuando quieras antes de enviarlo.',
  'mail.payments.receiptFor': 'Recibo de: cuota de inscripción de {site}',
  'mail.payments.receiptAmount': 'Cantidad pagada: {amount}',
  'mail.payments.receiptPaidOn': 'Fecha de pago: {date}',
  'mail.payments.receiptMethod': 'Forma de pago: {method}',
  'mail.payments.method':
    '{method, select, test {Pago de prueba (no se movió dinero)} stripe {Tarjeta (Stripe)} paystack {Paystack} bank_transfer {Transferencia bancaria} cash {Efectivo} waiver {Cuota eximida} other {Registrado por la organización}}',
  'mail.payments.receiptFootnote':
    'Guarda este mensaje como recibo. ¿Tienes preguntas sobre tu pago? Escríbenos a través de {contact} e indica la referencia de arriba.',
  'mail.payments.receiptSubject': 'Pago recibido: cuota de inscripción de {site}',
  'mail.payments.refundTitle': 'Te reembolsamos la cuota de inscripción',
  'mail.payments.refundPreheader': 'Un reembolso de {amount} va en camino.',
  'mail.payments.refundIntro':
    'Te reembolsamos la cuota de inscripción de {amount} por el mismo medio con el que pagaste. Según tu banco, puede tardar unos días en aparecer.',
  'mail.payments.refundClosed':
    'Mientras la cuota esté reembolsada, el formulario de inscripción queda cerrado para tu cuenta.',
  'mail.payments.refundAction': 'Escríbenos',
  'mail.payments.refundFootnote':
    'Si no esperabas este reembolso, ponte en contacto con nosotros e indica la referencia de arriba.',
  'mail.payments.refundSubject': 'Reembolso de tu cuota de inscripción de {site}',
  'mail.payments.waivedTitle': 'Te eximimos de la cuota de inscripción',
  'mail.payments.waivedPreheader': 'La organización te eximió de la cuota de inscripción de {site}.',
  'mail.payments.waivedIntro':
    'Buenas noticias: la organización te eximió de la cuota de inscripción. Tu formulario de inscripción ya está abierto para que lo completes.',
  'mail.payments.waivedTakeYourTime':
    'Tómate tu tiempo con el formulario: tus respuestas se guardan a medida que avanzas.',
  'mail.payments.waivedFootnote':
    '¿Tienes preguntas? Escríbenos a través de {contact} e indica la referencia de arriba.',
  'mail.payments.waivedSubject': 'Te eximimos de la cuota de inscripción de {site}',
  'mail.feeReminder.title': 'Tu cuota de inscripción sigue pendiente de pago',
  'mail.feeReminder.preheader': 'La inscripción cierra el {deadline} (UTC).',
  'mail.feeReminder.intro':
    'Creaste tu cuenta en {site}, pero aún no has pagado la cuota de inscripción. La inscripción cierra el {deadline} (UTC): paga la cuota antes de esa fecha para completar tu inscripción.',
  'mail.feeReminder.action': 'Pagar mi cuota de inscripción',
  'mail.feeReminder.body': 'Si acabas de pagarla, puedes ignorar este mensaje.',
  'mail.feeReminder.subject': 'Recordatorio: la inscripción cierra el {deadline} (UTC)',
  'mail.todos.title': '{when, select, tomorrow {Una tarea vence mañana} other {Una tarea vence en una semana}}',
  'mail.todos.preheader': '{when, select, tomorrow {«{todo}» vence mañana.} other {«{todo}» vence en una semana.}}',
  'mail.todos.intro':
    '{when, select, tomorrow {La tarea «{todo}» vence mañana, el {deadline} (UTC), y aún no está hecha.} other {La tarea «{todo}» vence en una semana, el {deadline} (UTC), y aún no está hecha.}}',
  'mail.todos.action': 'Abrir mis tareas',
  'mail.todos.body': 'Puedes completarla desde tu panel.',
  'mail.todos.subject':
    '{when, select, tomorrow {Recordatorio: «{todo}» vence mañana} other {Recordatorio: «{todo}» vence en una semana}}',
  'mail.todoReview.title': 'Una tarea necesita un nuevo envío',
  'mail.todoReview.preheader': 'La organización te devolvió «{todo}».',
  'mail.todoReview.intro':
    'La organización revisó lo que enviaste para «{todo}» y necesita que lo envíes de nuevo. Su motivo:',
  'mail.todoReview.action': 'Abrir mis tareas',
  'mail.todoReview.body': 'Envíalo de nuevo desde tu panel antes del plazo: {deadline} (UTC).',
  'mail.todoReview.subject': '«{todo}» necesita un nuevo envío',
  'mail.privacy.exportTitle': 'Tus datos están listos para descargar',
  'mail.privacy.exportPreheader': 'La copia de tus datos de {site} que pediste.',
  'mail.privacy.exportIntro':
    'La copia de tus datos que pediste está lista: tu cuenta, tu inscripción y cada una de sus versiones, tus notificaciones, tus pagos, lo que aceptaste y los archivos que subiste, en un solo archivo ZIP.',
  'mail.privacy.exportAction': 'Descargar mis datos',
  'mail.privacy.exportExpiry':
    'Este enlace caduca en {hours} horas. Después, pide una nueva copia desde «Configuración de la cuenta».',
  'mail.privacy.exportFootnote':
    'Si no lo pediste, cambia tu contraseña y ponte en contacto con nosotros: es posible que alguien esté usando tu cuenta.',
  'mail.privacy.exportSubject': 'Tus datos de {site} están listos para descargar',
  'mail.inquiries.contactTitle': 'Recibimos tu mensaje',
  'mail.inquiries.contactPreheader': 'Gracias por escribir a {site}.',
  'mail.inquiries.contactThanks':
    'Gracias por ponerte en contacto con {site}. Tu mensaje ya llegó a nuestro equipo, y respondemos a todos los mensajes en un plazo de dos días hábiles.',
  'mail.inquiries.contactType': 'Tipo de consulta: {type}.',
  'mail.inquiries.requestType':
    '{type, select, partnership {Solicitud de alianza} sponsorship {Solicitud de patrocinio} media {Solicitud de prensa} general {Pregunta o comentario general} other {Otro}}',
  'mail.inquiries.contactAction': 'Visitar {site}',
  'mail.inquiries.contactRecords': 'Para tu referencia, esto es lo que escribiste:',
  'mail.inquiries.contactFootnote': 'Si no enviaste este mensaje, puedes ignorar este correo electrónico.',
  'mail.inquiries.contactSubject': 'Recibimos tu mensaje · {site}',
  'mail.inquiries.sponsorshipTitle': 'Gracias por tu solicitud de patrocinio',
  'mail.inquiries.sponsorshipPreheader': 'Nuestro equipo de alianzas se pondrá en contacto contigo pronto.',
  'mail.inquiries.sponsorshipThanks':
    'Gracias por tu interés en colaborar con {site} en nombre de {organization}. Nuestro equipo de alianzas lee todas las solicitudes y te responderá en un plazo de tres días hábiles.',
  'mail.inquiries.sponsorshipInterest': 'Área de interés: {interest}.',
  'mail.inquiries.interest':
    '{interest, select, franchise {Representación nacional / Franquicia} media {Medios y prensa} rights {Derechos y licencias de imágenes y grabaciones} ambassador {Embajadora o colaboración de marca} speaker {Ponente invitada / Aparición especial} event {Patrocinio de eventos / Apoyo financiero} other {Otro (especifícalo)}}',
  'mail.inquiries.sponsorshipAction': 'Ver los niveles de patrocinio',
  'mail.inquiries.sponsorshipRecords': 'Para tu referencia, tu propuesta:',
  'mail.inquiries.sponsorshipFootnote': 'Si no enviaste esta solicitud, puedes ignorar este correo electrónico.',
  'mail.inquiries.sponsorshipSubject': 'Tu solicitud de patrocinio · {site}',
  'mail.inbox.answer': 'Para responder, escribe a {address}.',
  'mail.inbox.youWrote': 'Escribiste el {date}:',
  'mail.inbox.footnote': 'El equipo de {site} te envió este mensaje en respuesta al tuyo.',
  'mail.review.correctedField':
    '{field, select, nationality {Nacionalidad} residence {País de residencia} address {Dirección} ethnicity {Origen étnico} height {Estatura} weight {Peso} hairColor {Color de cabello} eyeColor {Color de ojos} measurements_bust {Contorno de busto} measurements_waist {Contorno de cintura} measurements_hips {Contorno de cadera} healthFitness {Salud y forma física} occupation {Ocupación} moralCharacter {Lo que defiendes} talent_category {Categoría de talento} talent_description {Descripción del talento} talent_video {Enlace a tu presentación} platform_cause {Causa de tu proyecto social} platform_description {Descripción de tu proyecto social} platform_experience {Experiencia relacionada} socialMedia_instagram {Instagram} socialMedia_facebook {Facebook} socialMedia_twitter {X / Twitter} socialMedia_tiktok {TikTok} socialMedia_youtube {YouTube} emergencyContact_name {Nombre del contacto de emergencia} emergencyContact_relationship {Relación con tu contacto de emergencia} emergencyContact_phone {Teléfono del contacto de emergencia} emergencyContact_email {Correo electrónico del contacto de emergencia} emergencyContact_address_street {Calle del contacto de emergencia} emergencyContact_address_city {Ciudad del contacto de emergencia} emergencyContact_address_state {Estado o región del contacto de emergencia} emergencyContact_address_country {País del contacto de emergencia} emergencyContact_address_postalCode {Código postal del contacto de emergencia} other {Otro}}',
  'mail.payments.receiptAttached': 'Tu recibo va adjunto a este mensaje en PDF.',
  'mail.payments.packReceiptTitle': 'Paquete de votos recibido',
  'mail.payments.packReceiptPreheader':
    '{votes, plural, one {# voto está} other {# votos están}} en tu saldo para {vote}.',
  'mail.payments.packReceiptThanks':
    'Gracias. Recibimos tu pago de {amount} por un paquete de {votes, plural, one {# voto} other {# votos}} en {vote}. Ya están en tu saldo: cuando uses tus votos gratuitos del día, cada pulsación de Votar usará uno.',
  'mail.payments.packReceiptFor': 'Recibo de: un paquete de {votes, plural, one {# voto} other {# votos}} en {vote}',
  'mail.payments.packAction': 'Ir a la votación',
  'mail.payments.packReceiptSubject': 'Pago recibido: tu paquete de votos de {site}',
  'mail.payments.refundMadeTitle': 'Reembolso realizado',
  'mail.payments.partialRefundIntro':
    'Te reembolsamos {amount} de tu pago de {total} por {what, select, pack {tu paquete de votos} other {tu cuota de inscripción}}, por el mismo medio con el que pagaste. Según tu banco, puede tardar unos días en aparecer.',
  'mail.payments.partialRefundRemaining': 'Sigue pagado tras este reembolso: {remaining}.',
  'mail.payments.packRefundIntro':
    'Te reembolsamos tu paquete de votos de {amount} por el mismo medio con el que pagaste. Los votos que te quedaban han salido de tu saldo. Según tu banco, puede tardar unos días en aparecer.',
  'mail.payments.refundMadeSubject': 'Reembolso de {amount} de tu pago a {site}',
  'mail.receiptDocument.title': 'RECIBO',
  'mail.receiptDocument.number': 'N.º {number}',
  'mail.receiptDocument.issuedBy': 'Emitido por',
  'mail.receiptDocument.receivedFrom': 'Recibido de',
  'mail.receiptDocument.description': 'DESCRIPCIÓN',
  'mail.receiptDocument.amount': 'IMPORTE',
  'mail.receiptDocument.itemFee': 'Cuota de inscripción de {site}',
  'mail.receiptDocument.itemPack': 'Paquete de votos: {votes, plural, one {# voto} other {# votos}} en {vote}',
  'mail.receiptDocument.aFanVote': 'una votación del público',
  'mail.receiptDocument.coupon': 'Código de cupón {code}',
  'mail.receiptDocument.totalPaid': 'Total pagado',
  'mail.receiptDocument.totalWaived': 'Total (exonerado)',
  'mail.receiptDocument.waived': 'Los organizadores eximieron la cuota de inscripción: no se cobró ningún importe.',
  'mail.receiptDocument.refundedFull': 'Este pago se reembolsó el {date}.',
  'mail.receiptDocument.refundedPart': 'Se reembolsaron {refunded} de este pago; {remaining} siguen pagados.',
  'mail.receiptDocument.details': 'Detalles del pago',
  'mail.receiptDocument.dateWaived': 'Fecha de exoneración',
  'mail.receiptDocument.datePaid': 'Fecha de pago',
  'mail.receiptDocument.paidThrough': 'Pagado mediante',
  'mail.receiptDocument.method': 'Método',
  'mail.receiptDocument.providerReference': 'Referencia del proveedor',
  'mail.receiptDocument.ourReference': 'Nuestra referencia',
  'mail.receiptDocument.receiptNumber': 'Número de recibo',
  'mail.receiptDocument.refunded': 'Reembolsado',
  'mail.receiptDocument.keep': 'Conserve este recibo para sus registros.',
  'mail.receiptDocument.questions':
    '¿Preguntas sobre este pago? Escriba a {email} e indique la referencia {reference}.',
  'mail.delegates.publishedTitle': 'Tu página de delegada ya está publicada',
  'mail.delegates.publishedPreheader': 'Los organizadores han publicado tu perfil público en {site}.',
  'mail.delegates.publishedIntro':
    'Los organizadores han publicado tu perfil público: el público, los jueces y la prensa ya pueden leer tu biografía y ver tus fotos en {site}.',
  'mail.delegates.publishedShare':
    'Comparte tu página con quienes te apoyan. Puedes cambiar tu biografía desde tu portal cuando quieras.',
  'mail.delegates.publishedAction': 'Ver mi página',
  'mail.delegates.publishedSubject': 'Tu página de delegada ya está publicada: {site}',
  'mail.delegates.takenDownTitle': 'Tu página de delegada está fuera de línea',
  'mail.delegates.takenDownPreheader': 'Los organizadores han retirado tu perfil público de {site}.',
  'mail.delegates.takenDownIntro':
    'Los organizadores han retirado tu perfil público de {site} por ahora. Su dirección sigue siendo tuya si se vuelve a publicar.',
  'mail.delegates.takenDownContact': 'Si no lo esperabas, escribe a los organizadores desde tu portal.',
  'mail.delegates.takenDownAction': 'Ir a mi portal',
  'mail.delegates.takenDownSubject': 'Tu página de delegada está fuera de línea: {site}',
  'mail.secondFactorReset.title': 'Se ha restablecido tu inicio de sesión en dos pasos',
  'mail.secondFactorReset.preheader': 'Un superadministrador ha quitado el inicio de sesión en dos pasos de tu cuenta.',
  'mail.secondFactorReset.intro':
    '{admin} ha restablecido el inicio de sesión en dos pasos de tu cuenta: tu aplicación de autenticación y tus códigos de recuperación ya no sirven para ella.',
  'mail.secondFactorReset.next':
    'Inicia sesión con tu contraseña y vuelve a configurar el inicio de sesión en dos pasos en la configuración de tu cuenta.',
  'mail.secondFactorReset.footnote':
    'Si no lo pediste, restablece tu contraseña ahora en {reset} y avisa a los organizadores.',
  'mail.secondFactorReset.subject': 'Se ha restablecido tu inicio de sesión en dos pasos de {site}',
  'mail.invoiceDocument.invoiceTitle': 'FACTURA',
  'mail.invoiceDocument.creditNoteTitle': 'FACTURA RECTIFICATIVA',
  'mail.invoiceDocument.billedTo': 'Facturado a',
  'mail.invoiceDocument.taxNumber': 'NIF: {number}',
  'mail.invoiceDocument.totalInvoiced': 'Total facturado',
  'mail.invoiceDocument.totalCredited': 'Total abonado',
  'mail.invoiceDocument.paidInFull': 'Pagada en su totalidad el {date}: no queda nada por pagar.',
  'mail.invoiceDocument.credits':
    'Esta factura rectificativa anula {amount} de la factura {invoice}; esa cantidad se le ha reembolsado.',
  'mail.invoiceDocument.refundOf': 'Reembolso: {item}',
  'mail.invoiceDocument.invoiceDetails': 'Detalles de la factura',
  'mail.invoiceDocument.creditNoteDetails': 'Detalles de la factura rectificativa',
  'mail.invoiceDocument.invoiceNumber': 'Número de factura',
  'mail.invoiceDocument.creditNoteNumber': 'Número de factura rectificativa',
  'mail.invoiceDocument.dateIssued': 'Fecha de emisión',
  'mail.invoiceDocument.keepInvoice': 'Conserve esta factura para sus registros.',
  'mail.invoiceDocument.keepCreditNote': 'Conserve esta factura rectificativa junto con su factura.',
};

export default catalogue;
