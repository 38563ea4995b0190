/** The e-mails' words in fr, by message id (see ../i18n.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'mail.layout.tagline': 'Là où la beauté rencontre l’engagement',
  'mail.layout.buttonFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'mail.layout.unsubscribe': 'Se désabonner de ces messages',
  'mail.layout.hello': 'Bonjour {name},',
  'mail.verify.title': 'Confirmez votre adresse e-mail',
  'mail.verify.preheader': 'Un clic pour confirmer votre compte {site}.',
  'mail.verify.welcome':
    'Bienvenue chez {site}. Nous sommes ravis que vous souhaitiez rejoindre un concours où la beauté rencontre l’engagement.',
  'mail.verify.why':
    'Merci de confirmer qu’il s’agit bien de votre adresse e-mail, afin que nous puissions vous tenir informée de votre inscription.',
  'mail.verify.action': 'Confirmer mon e-mail',
  'mail.verify.expiry': 'Ce lien ne fonctionne qu’une fois et expire dans {hours} heures.',
  'mail.verify.footnote': 'Si vous n’avez pas créé de compte chez {site}, vous pouvez ignorer ce message.',
  'mail.verify.subject': 'Confirmez votre adresse e-mail pour {site}',
  'mail.reset.title': 'Réinitialisez votre mot de passe',
  'mail.reset.preheader': 'Un lien pour choisir un nouveau mot de passe.',
  'mail.reset.intro':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez-en un nouveau grâce au bouton ci-dessous.',
  'mail.reset.action': 'Choisir un nouveau mot de passe',
  'mail.reset.expiry':
    'Ce lien ne fonctionne qu’une fois et expire dans {hours} heure. La réinitialisation de votre mot de passe vous déconnecte de tous vos appareils.',
  'mail.reset.footnote':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  'mail.reset.subject': 'Réinitialisez votre mot de passe {site}',
  'mail.changed.title': 'Votre mot de passe a été modifié',
  'mail.changed.preheader': 'Votre mot de passe vient d’être modifié.',
  'mail.changed.intro':
    'Le mot de passe de votre compte vient d’être modifié, et tous les appareils connectés ont été déconnectés.',
  'mail.changed.ifYou': 'Si c’était vous, vous n’avez rien d’autre à faire.',
  'mail.account.signIn': 'Se connecter',
  'mail.changed.footnote':
    'Si vous n’avez pas modifié votre mot de passe, réinitialisez-le dès maintenant sur {reset} et contactez-nous via {contact}.',
  'mail.changed.subject': 'Votre mot de passe {site} a été modifié',
  'mail.exists.title': 'Vous avez déjà un compte',
  'mail.exists.preheader': 'Quelqu’un a tenté de s’inscrire avec cette adresse e-mail.',
  'mail.exists.intro':
    'Quelqu’un, peut-être vous, vient d’essayer de créer un compte avec cette adresse e-mail. Vous en avez déjà un : aucun nouveau compte n’a été créé.',
  'mail.exists.signIn':
    'Connectez-vous avec votre compte existant, ou réinitialisez votre mot de passe si vous l’avez oublié.',
  'mail.exists.forgot': 'Mot de passe oublié ? Réinitialisez-le ici : {reset}',
  'mail.exists.footnote': 'Si ce n’était pas vous, vous pouvez ignorer ce message. Votre compte n’a pas été modifié.',
  'mail.exists.subject': 'Vous avez déjà un compte {site}',
};

export default catalogue;
