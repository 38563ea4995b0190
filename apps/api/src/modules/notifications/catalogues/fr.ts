/** The notifications' words in fr, by message id (see ../messages.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'notification.welcome.title': 'Bienvenue chez {site}',
  'notification.welcome.message':
    'Votre adresse e-mail est confirmée. Quand vous serez prête, réglez les frais d’inscription et commencez votre candidature : votre brouillon est enregistré au fur et à mesure.',
  'notification.action.startRegistration': 'Commencer l’inscription',
  'notification.action.competitionInfo': 'Le concours',
  'notification.action.viewApplication': 'Voir ma candidature',
  'notification.action.editRegistration': 'Modifier mon inscription',
  'notification.action.reviewRegistration': 'Revoir mon inscription',
  'notification.action.goToDashboard': 'Aller au tableau de bord',
  'notification.action.continueRegistration': 'Poursuivre l’inscription',
  'notification.action.contactSupport': 'Contacter l’assistance',
  'notification.action.openConversation': 'Ouvrir la conversation',
  'notification.submitted.title': 'Inscription envoyée',
  'notification.submitted.message':
    'Merci : nous avons bien reçu votre inscription. Les organisateurs vont l’examiner et vous aurez de nos nouvelles ici et par e-mail.',
  'notification.editStarted.title': 'Modification commencée',
  'notification.editStarted.message':
    'Vous avez ouvert votre inscription pour la modifier ({remaining, plural, one {il vous restera # modification} other {il vous restera # modifications}} après celle-ci). Mettez à jour votre inscription pour la renvoyer à l’examen.',
  'notification.updated.title': 'Inscription mise à jour',
  'notification.updated.message':
    'Vos modifications sont enregistrées et votre inscription est de nouveau entre les mains des organisateurs pour examen.',
  'notification.approved.title': 'Inscription approuvée',
  'notification.approved.message':
    'Félicitations : les organisateurs ont approuvé votre inscription. Nous vous contacterons très bientôt pour la suite.',
  'notification.attention.title': 'Votre inscription demande votre attention',
  'notification.attention.message': 'Les organisateurs vous demandent des modifications : {note}',
  'notification.activated.title': 'Vous êtes désormais candidate officielle',
  'notification.activated.message':
    'Bienvenue, candidate officielle. Votre inscription est définitive et votre aventure commence maintenant.',
  'notification.editsGranted.title': 'Vous pouvez de nouveau modifier votre inscription',
  'notification.editsGranted.message':
    'Les organisateurs vous ont accordé de nouvelles modifications : vous disposez maintenant de {remaining, plural, one {# modification} other {# modifications}}.',
  'notification.payment.title': 'Paiement reçu',
  'notification.payment.message':
    'Vos frais d’inscription de {amount} ont bien été reçus. Vous pouvez maintenant compléter votre inscription.',
  'notification.waived.title': 'Frais d’inscription offerts',
  'notification.waived.message':
    'Les organisateurs vous ont dispensée des frais d’inscription. Vous pouvez maintenant compléter votre inscription.',
  'notification.refunded.title': 'Frais d’inscription remboursés',
  'notification.refunded.message': 'Vos frais d’inscription de {amount} ont été remboursés.',
  'notification.corrected.title': 'Votre inscription a été corrigée',
  'notification.corrected.message': 'Les organisateurs ont corrigé {field} : {reason}',
  'notification.todoSentBack.title': '« {todo} » est à renvoyer',
  'notification.todoSentBack.message': 'Les organisateurs vous l’ont renvoyée. Leur motif : {reason}',
  'notification.action.openTodos': 'Ouvrir mes tâches',
};

export default catalogue;
