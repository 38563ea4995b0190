/** The notifications' words in es, by message id (see ../messages.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'notification.welcome.title': 'Te damos la bienvenida a {site}',
  'notification.welcome.message':
    'Tu dirección de correo electrónico está verificada. Cuando estés lista, paga la cuota de inscripción y comienza tu candidatura: tu borrador se guarda a medida que avanzas.',
  'notification.action.startRegistration': 'Comenzar la inscripción',
  'notification.action.competitionInfo': 'El certamen',
  'notification.action.viewApplication': 'Ver mi candidatura',
  'notification.action.editRegistration': 'Editar mi inscripción',
  'notification.action.reviewRegistration': 'Revisar mi inscripción',
  'notification.action.goToDashboard': 'Ir al panel',
  'notification.action.continueRegistration': 'Continuar la inscripción',
  'notification.action.contactSupport': 'Escribir al equipo de asistencia',
  'notification.action.openConversation': 'Abrir la conversación',
  'notification.submitted.title': 'Inscripción enviada',
  'notification.submitted.message':
    'Gracias: hemos recibido tu inscripción. El equipo organizador la revisará y tendrás noticias nuestras aquí y por correo electrónico.',
  'notification.editStarted.title': 'Edición iniciada',
  'notification.editStarted.message':
    'Abriste tu inscripción para hacer cambios ({remaining, plural, one {te quedará # edición} other {te quedarán # ediciones}} después de esta). Actualiza tu inscripción para enviarla de nuevo a revisión.',
  'notification.updated.title': 'Inscripción actualizada',
  'notification.updated.message':
    'Tus cambios se guardaron y tu inscripción vuelve a estar en manos del equipo organizador para su revisión.',
  'notification.approved.title': 'Inscripción aprobada',
  'notification.approved.message':
    '¡Felicidades! El equipo organizador aprobó tu inscripción. Pronto nos pondremos en contacto contigo para contarte los próximos pasos.',
  'notification.attention.title': 'Tu inscripción necesita tu atención',
  'notification.attention.message': 'El equipo organizador te pide cambios: {note}',
  'notification.activated.title': 'Ya eres participante oficial',
  'notification.activated.message':
    'Bienvenida, candidata oficial. Tu inscripción es definitiva y tu camino en el certamen comienza ahora.',
  'notification.editsGranted.title': 'Puedes volver a editar tu inscripción',
  'notification.editsGranted.message':
    'El equipo organizador te concedió más ediciones: ahora tienes {remaining, plural, one {# edición disponible} other {# ediciones disponibles}}.',
  'notification.payment.title': 'Pago recibido',
  'notification.payment.message': 'Recibimos tu cuota de inscripción de {amount}. Ya puedes completar tu inscripción.',
  'notification.waived.title': 'Cuota de inscripción exonerada',
  'notification.waived.message':
    'El equipo organizador te exoneró de la cuota de inscripción. Ya puedes completar tu inscripción.',
  'notification.refunded.title': 'Cuota de inscripción reembolsada',
  'notification.refunded.message': 'Se te reembolsó la cuota de inscripción de {amount}.',
  'notification.corrected.title': 'Tu inscripción fue corregida',
  'notification.corrected.message': 'El equipo organizador corrigió {field}: {reason}',
  'notification.todoSentBack.title': '«{todo}» necesita un nuevo envío',
  'notification.todoSentBack.message': 'La organización te la devolvió. Su motivo: {reason}',
  'notification.action.openTodos': 'Abrir mis tareas',
};

export default catalogue;
