/** The e-mails' words in es, by message id (see ../i18n.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'mail.layout.tagline': 'Donde la belleza se une al propósito',
  'mail.layout.buttonFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
  'mail.layout.unsubscribe': 'Darte de baja de estos mensajes',
  'mail.layout.hello': 'Hola, {name}:',
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
  'mail.exists.preheader': 'Alguien intentó registrarse con esta dirección de correo electrónico.',
  'mail.exists.intro':
    'Alguien, quizá tú, acaba de intentar crear una cuenta nueva con esta dirección de correo electrónico. Ya tienes una, así que no se creó ninguna cuenta nueva.',
  'mail.exists.signIn': 'Inicia sesión con tu cuenta actual o restablece tu contraseña si la olvidaste.',
  'mail.exists.forgot': '¿Olvidaste tu contraseña? Restablécela aquí: {reset}',
  'mail.exists.footnote': 'Si no fuiste tú, puedes ignorar este mensaje. Tu cuenta no ha cambiado.',
  'mail.exists.subject': 'Ya tienes una cuenta de {site}',
};

export default catalogue;
