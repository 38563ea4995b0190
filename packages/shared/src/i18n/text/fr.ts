import type { TextCatalogue } from '../text';

/** The shared rules' words in fr, keyed by their English text (see ../text.ts). */
const catalogue: TextCatalogue = {
  'Use 1–32 lowercase letters, digits or hyphens, starting with a letter or digit':
    'Utilisez de 1 à 32 lettres minuscules, chiffres ou tirets, en commençant par une lettre ou un chiffre',
  'Your message is on its way: each copy is sent in turn.':
    'Votre message est en cours d’envoi\u00a0: les exemplaires partent les uns après les autres.',
  'A test copy is on its way to your address.': 'Un e-mail de test est en route vers votre adresse.',
  'Nobody matches this filter: change it before sending.':
    'Personne ne correspond à ce filtre\u00a0: modifiez-le avant l’envoi.',
  'Done: you will not receive these messages any more. Messages about your own registration still reach you.':
    'C’est fait\u00a0: vous ne recevrez plus ces messages. Les messages concernant votre propre inscription continueront de vous parvenir.',
  'This link is not valid. Use the link at the foot of the most recent message.':
    'Ce lien n’est pas valide. Utilisez le lien situé en bas du message le plus récent.',
  'Registration not found.': 'Inscription introuvable.',
  'This registration changed since you opened it. Reload to see the latest version.':
    'Cette inscription a été modifiée depuis que vous l’avez ouverte. Rechargez la page pour voir la dernière version.',
  'You cannot review your own registration. Another member of staff must decide on it.':
    'Vous ne pouvez pas examiner votre propre inscription. Un autre membre de l’équipe doit statuer.',
  'The contestant is editing this registration. Wait until she sends her changes.':
    'La candidate est en train de modifier cette inscription. Attendez qu’elle envoie ses modifications.',
  'Write a message telling the contestant what needs attention.':
    'Rédigez un message indiquant à la candidate ce qui doit être revu.',
  'Give the reason a name of at most 80 characters': 'Donnez au motif un nom de 80 caractères au maximum',
  'Write the reason she will read, in at most 2000 characters':
    'Rédigez le motif qu’elle lira, en 2000 caractères au maximum',
  'That reason no longer exists. Choose another one or write your message.':
    'Ce motif n’existe plus. Choisissez-en un autre ou rédigez votre message.',
  'Reason added. Reviewers can choose it when sending a registration back.':
    'Motif ajouté. L’équipe d’examen peut le choisir en renvoyant une inscription.',
  'Reason saved.': 'Motif enregistré.',
  'Reason deleted.': 'Motif supprimé.',
  'Send her either a kept reason or your own message, and only when sending a registration back.':
    'Envoyez-lui soit un motif enregistré, soit votre propre message, et uniquement en renvoyant une inscription.',
  'Only a registration under review can be approved.': 'Seule une inscription en cours d’examen peut être approuvée.',
  'Only a registration under review or already approved can be sent back.':
    'Seule une inscription en cours d’examen ou déjà approuvée peut être renvoyée à la candidate.',
  'Only an approved registration can be activated.': 'Seule une inscription approuvée peut être activée.',
  'Registration approved. The contestant has been told.': 'Inscription approuvée. La candidate a été prévenue.',
  'Registration sent back with your message. The contestant has been told.':
    'Inscription renvoyée avec votre message. La candidate a été prévenue.',
  'She is now an active participant. The contestant has been told.':
    'Elle est désormais participante active. La candidate a été prévenue.',
  'Extra edits can only be granted to a submitted registration that is not final.':
    'Des modifications supplémentaires ne peuvent être accordées qu’à une inscription envoyée et non définitive.',
  'Extra edits granted. The contestant has been told.':
    'Modifications supplémentaires accordées. La candidate a été prévenue.',
  'Note added.': 'Note ajoutée.',
  'Message sent: she sees it in her portal and by e-mail.':
    'Message envoyé\u00a0: elle le verra dans son espace et par e-mail.',
  'Corrected: a new version is on the record and she has been told why.':
    'Correction effectuée\u00a0: une nouvelle version figure au dossier et elle a été informée du motif.',
  'She is editing her registration now: correct it once she has sent it again.':
    'Elle modifie actuellement son inscription\u00a0: corrigez-la une fois qu’elle l’aura renvoyée.',
  'There is no submitted registration to correct yet.': 'Il n’y a pas encore d’inscription envoyée à corriger.',
  'That is already the value of this field.': 'Ce champ a déjà cette valeur.',
  'Subject is required': 'L’objet est obligatoire',
  'Subject is at most 200 characters': 'L’objet ne doit pas dépasser 200 caractères',
  'Message is required': 'Le message est obligatoire',
  'Message is at most 5000 characters': 'Le message ne doit pas dépasser 5\u202f000 caractères',
  'Say whether the message is handled': 'Indiquez si le message a été traité',
  'Your reply is on its way.': 'Votre réponse est en route.',
  'Marked as handled.': 'Marqué comme traité.',
  'Marked as not handled.': 'Marqué comme non traité.',
  'Invitation sent: the link works for 72 hours.': 'Invitation envoyée\u00a0: le lien est valable 72 heures.',
  'A new invitation link is on its way; the earlier one no longer works.':
    'Un nouveau lien d’invitation est en route\u202f; le précédent ne fonctionne plus.',
  'Invitation revoked: its link no longer works.': 'Invitation révoquée\u00a0: son lien ne fonctionne plus.',
  'This address already has an account: change its role and permissions on its page.':
    'Cette adresse possède déjà un compte\u00a0: modifiez son rôle et ses autorisations depuis sa page.',
  'This invitation link is not valid any more. Ask the person who invited you for a new one.':
    'Ce lien d’invitation n’est plus valide. Demandez-en un nouveau à la personne à l’origine de l’invitation.',
  'This invitation is no longer waiting: it was accepted, revoked or has expired.':
    'Cette invitation n’est plus en attente\u00a0: elle a été acceptée, révoquée ou a expiré.',
  'Welcome aboard: your account is ready.': 'Bienvenue parmi nous\u00a0: votre compte est prêt.',
  'Payment recorded: she can now fill in her registration.':
    'Paiement enregistré\u00a0: elle peut maintenant remplir son formulaire d’inscription.',
  'Fee waived: she can now fill in her registration.':
    'Frais offerts\u00a0: elle peut maintenant remplir son formulaire d’inscription.',
  'Her fee is already paid.': 'Ses frais sont déjà réglés.',
  'Fees are recorded for contestants’ accounts only.': 'Les frais ne s’enregistrent que sur les comptes de candidates.',
  'This reference is already recorded for another payment.':
    'Cette référence est déjà enregistrée pour un autre paiement.',
  'Refund requested: it is counted once the provider confirms it.':
    'Remboursement demandé\u00a0: il sera comptabilisé dès que le prestataire l’aura confirmé.',
  'Refund recorded.': 'Remboursement enregistré.',
  'Only a paid order can be refunded.': 'Seule une commande payée peut être remboursée.',
  'That is more than what remains to refund on this order.':
    'Ce montant dépasse ce qu’il reste à rembourser sur cette commande.',
  'Enter an amount greater than zero.': 'Saisissez un montant supérieur à zéro.',
  'The provider refused the refund; nothing was refunded.':
    'Le prestataire a refusé le remboursement\u202f; rien n’a été remboursé.',
  'Refunded at the provider': 'Remboursé auprès du prestataire',
  'This refund request was made for another order.':
    'Cette demande de remboursement a été faite pour une autre commande.',
  'Enter an amount such as 25.00': 'Saisissez un montant au format 25.00 (avec un point)',
  'Say whether registration is open': 'Indiquez si les inscriptions sont ouvertes',
  'Enter the fee as a number': 'Saisissez le montant des frais en chiffres',
  'The fee cannot be negative': 'Les frais ne peuvent pas être négatifs',
  'The fee is at most 100,000': 'Les frais ne peuvent pas dépasser 100\u202f000',
  'Use a three-letter ISO 4217 currency code, e.g. USD':
    'Utilisez un code de devise ISO 4217 à trois lettres, par ex. USD',
  'Choose a currency with cents (two decimals), e.g. USD, EUR, NGN':
    'Choisissez une devise avec centimes (deux décimales), par ex. USD, EUR, NGN',
  'Use at most two decimals': 'Utilisez au plus deux décimales',
  'Use a whole number of edits': 'Indiquez un nombre entier de modifications',
  'Allow between 0 and 20 edits': 'Autorisez entre 0 et 20 modifications',
  'Choose a valid date and time': 'Choisissez une date et une heure valides',
  'The window must end after it starts': 'La période doit se terminer après son début',
  'Please enter a valid email address': 'Veuillez saisir une adresse e-mail valide',
  'Set the registration fee: registration cannot open until it is set.':
    'Fixez les frais d’inscription : l’inscription ne peut pas ouvrir tant qu’ils ne sont pas fixés.',
  'Settings saved.': 'Paramètres enregistrés.',
  'The preview password was changed.': 'Le mot de passe de l’aperçu a été modifié.',
  'Give the theme a name': 'Donnez un nom au thème',
  'The name is at most 80 characters': 'Le nom ne doit pas dépasser 80 caractères',
  'The new theme is live.': 'Le nouveau thème est en ligne.',
  'The theme is active again.': 'Le thème est de nouveau actif.',
  'User not found.': 'Utilisateur introuvable.',
  'Role changed.': 'Rôle modifié.',
  'The user already has this role.': 'Ce compte a déjà ce rôle.',
  'Permissions saved.': 'Autorisations enregistrées.',
  'Account deactivated: every session of this user has ended.':
    'Compte désactivé\u00a0: toutes ses sessions ont été fermées.',
  'Account reactivated: the user can sign in again.':
    'Compte réactivé\u00a0: la personne peut de nouveau se connecter.',
  'This account is already deactivated.': 'Ce compte est déjà désactivé.',
  'This account is already active.': 'Ce compte est déjà actif.',
  'You cannot deactivate your own account.': 'Vous ne pouvez pas désactiver votre propre compte.',
  'This is the last active super admin. Make another user super admin first, so someone can still run the site.':
    'Ce compte est le dernier super-administrateur actif. Nommez d’abord un autre super-administrateur, pour que quelqu’un puisse toujours gérer le site.',
  'A new verification link is on its way to their address.':
    'Un nouveau lien de vérification est en route vers son adresse.',
  'A password-reset link is on its way to their address.':
    'Un lien de réinitialisation du mot de passe est en route vers son adresse.',
  'Every session of this user has ended: they sign in again on each device.':
    'Toutes les sessions de ce compte ont été fermées\u00a0: la personne devra se reconnecter sur chacun de ses appareils.',
  'This address is already verified.': 'Cette adresse est déjà vérifiée.',
  'This account is deactivated: reactivate it first.': 'Ce compte est désactivé\u00a0: réactivez-le d’abord.',
  'To end your own sessions, change your password in Account settings.':
    'Pour fermer vos propres sessions, changez votre mot de passe dans «\u00a0Paramètres du compte\u00a0».',
  'The request could not be understood.': 'La requête n’a pas pu être comprise.',
  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'You do not have permission to do that.': 'Vous n’avez pas l’autorisation d’effectuer cette action.',
  'Not found.': 'Introuvable.',
  'Method not allowed.': 'Méthode non autorisée.',
  'Not acceptable.': 'Requête non acceptable.',
  'The request took too long.': 'La requête a mis trop de temps à aboutir.',
  'The request conflicts with the current state.': 'La requête est en conflit avec l’état actuel.',
  'The request is too large.': 'La requête est trop volumineuse.',
  'The address is too long.': 'L’adresse est trop longue.',
  'Unsupported content type.': 'Type de contenu non pris en charge.',
  'Too many requests. Please try again later.': 'Trop de requêtes. Veuillez réessayer plus tard.',
  'Something went wrong on our side. Please try again.': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'Please check the highlighted fields.': 'Veuillez vérifier les champs signalés.',
  'Invalid value': 'Valeur invalide',
  'The request body is not valid JSON.': 'Le corps de la requête n’est pas un JSON valide.',
  'The server is busy right now. Please try again in a moment.':
    'Le serveur est très sollicité en ce moment. Veuillez réessayer dans un instant.',
  'Text cannot contain the NUL character.': 'Le texte ne peut pas contenir le caractère NUL.',
  'Text cannot contain a broken character (half of a UTF-16 surrogate pair).':
    'Le texte ne peut pas contenir de caractère corrompu (une moitié de paire de substitution UTF-16).',
  'Please check all fields are filled correctly.': 'Veuillez vérifier que tous les champs sont correctement remplis.',
  'Login failed': 'La connexion a échoué',
  'Registration failed': 'La création du compte a échoué',
  'Please enter your email address': 'Veuillez saisir votre adresse e-mail',
  'Please enter your password': 'Veuillez saisir votre mot de passe',
  'First name is required': 'Le prénom est obligatoire',
  'Last name is required': 'Le nom de famille est obligatoire',
  'Phone number is required': 'Le numéro de téléphone est obligatoire',
  'Please fill in all fields': 'Veuillez remplir tous les champs',
  'Passwords do not match': 'Les mots de passe ne correspondent pas',
  'Password must be at least 8 characters long': 'Le mot de passe doit contenir au moins 8 caractères',
  'Password must be at most 128 characters long': 'Le mot de passe doit contenir au plus 128 caractères',
  'This password is too common. Please choose one that is harder to guess.':
    'Ce mot de passe est trop courant. Veuillez en choisir un plus difficile à deviner.',
  'Password cannot be one character repeated. Please choose one that is harder to guess.':
    'Le mot de passe ne peut pas être un seul caractère répété. Veuillez en choisir un plus difficile à deviner.',
  'Password cannot be a simple sequence such as 12345678, abcdefgh or qwertyui. Please choose one that is harder to guess.':
    'Le mot de passe ne peut pas être une simple suite comme 12345678, abcdefgh ou qwertyui. Veuillez en choisir un plus difficile à deviner.',
  'Password cannot contain the part of your email address before the @.':
    'Le mot de passe ne peut pas contenir la partie de votre adresse e-mail située avant le @.',
  'Please enter your current password': 'Veuillez saisir votre mot de passe actuel',
  'Your current password is not correct.': 'Votre mot de passe actuel est incorrect.',
  'Your new password must be different from your current one.':
    'Votre nouveau mot de passe doit être différent de l’actuel.',
  'Your password has been changed. Your other sessions have been signed out.':
    'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
  'Failed to change password': 'Impossible de modifier le mot de passe',
  'Email cannot be changed. Please contact support.':
    'L’adresse e-mail ne peut pas être modifiée. Veuillez contacter l’assistance.',
  'Failed to send reset link': 'Impossible d’envoyer le lien de réinitialisation',
  'Password reset link sent to your email':
    'Un lien de réinitialisation du mot de passe a été envoyé à votre adresse e-mail',
  'Failed to reset password': 'Impossible de réinitialiser le mot de passe',
  'Password reset successful': 'Mot de passe réinitialisé',
  'Failed to verify email. The link may be invalid or expired.':
    'Impossible de vérifier l’adresse e-mail. Le lien n’est peut-être plus valide ou a expiré.',
  'Profile updated successfully': 'Profil mis à jour',
  'Failed to save changes': 'Impossible d’enregistrer les modifications',
  'Failed to fetch profile data.': 'Impossible de charger les données du profil.',
  'User not authenticated.': 'Utilisateur non authentifié.',
  'Registration successful. Please check your email to verify your account.':
    'Votre compte a bien été créé. Consultez votre boîte e-mail pour le vérifier.',
  'Login successful': 'Connexion réussie',
  'Invalid email or password': 'Adresse e-mail ou mot de passe incorrect',
  'This account has been deactivated. Please contact support.':
    'Ce compte a été désactivé. Veuillez contacter l’assistance.',
  'Your email address has been verified. You can now sign in.':
    'Votre adresse e-mail a été vérifiée. Vous pouvez maintenant vous connecter.',
  'This verification link is invalid or has expired.': 'Ce lien de vérification n’est pas valide ou a expiré.',
  'If an account exists for that email address, a password reset link has been sent to it.':
    'Si un compte existe pour cette adresse e-mail, un lien de réinitialisation du mot de passe y a été envoyé.',
  'This password reset link is invalid or has expired.':
    'Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré.',
  'Your password has been reset. Please sign in with your new password.':
    'Votre mot de passe a été réinitialisé. Veuillez vous connecter avec votre nouveau mot de passe.',
  'Your session has expired. Please sign in again.': 'Votre session a expiré. Veuillez vous reconnecter.',
  'Session renewed': 'Session renouvelée',
  'Signed out': 'Déconnexion effectuée',
  'A new verification link has been sent to your email address.':
    'Un nouveau lien de vérification a été envoyé à votre adresse e-mail.',
  'Your email address is already verified.': 'Votre adresse e-mail est déjà vérifiée.',
  'You have been successfully signed out.': 'Votre déconnexion a bien été effectuée.',
  'You have been signed out due to inactivity.': 'Votre session a été fermée après une période d’inactivité.',
  'Your public profile can be set up once your registration is approved.':
    'Votre profil public pourra être créé une fois votre inscription approuvée.',
  'She has not agreed to a public profile.': 'Elle n’a pas accepté d’avoir un profil public.',
  'A public profile needs her headshot.': 'Un profil public nécessite sa photo portrait.',
  'This delegate has no public profile.': 'Cette représentante n’a pas de profil public.',
  'Your choices are saved. Staff will publish your profile.':
    'Vos choix sont enregistrés. L’équipe publiera votre profil.',
  'Your public profile is withdrawn and no longer shown.': 'Votre profil public est retiré et n’est plus affiché.',
  'To-do added.': 'Tâche ajoutée.',
  'To-do saved.': 'Tâche enregistrée.',
  'To-do deleted.': 'Tâche supprimée.',
  'To-do not found.': 'Tâche introuvable.',
  'To-dos open once your registration is approved.':
    'Votre liste de tâches s’ouvrira une fois votre inscription approuvée.',
  'This to-do is not one of yours.': 'Cette tâche ne fait pas partie des vôtres.',
  'This to-do is not completed that way.': 'Cette tâche ne s’accomplit pas de cette manière.',
  'Sent. The organisers will review it.': 'Envoyé. Les organisateurs vont l’examiner.',
  'This to-do has been accepted: there is nothing more to send.':
    'Cette tâche a été acceptée\u00a0: il n’y a plus rien à envoyer.',
  'Choose delegates among the approved contestants': 'Choisissez des représentantes parmi les candidates approuvées',
  'Choose a continent or delegates, not both': 'Choisissez un continent ou des représentantes, pas les deux',
  'Only a send waiting for review can be accepted or sent back.':
    'Seul un envoi en attente d’examen peut être accepté ou renvoyé.',
  'Accepted. She sees it as done.': 'Accepté. Elle le voit comme terminé.',
  'Sent back with your reason. She has been told by e-mail.':
    'Renvoyé avec votre motif. Elle a été prévenue par e-mail.',
  'Write what she needs to change': 'Indiquez ce qu’elle doit modifier',
  'At most 1000 characters': '1\u202f000 caractères au maximum',
  'She has sent nothing for this to-do yet.': 'Elle n’a encore rien envoyé pour cette tâche.',
  'Choose at least one delegate': 'Choisissez au moins une représentante',
  'Answer saved.': 'Réponse enregistrée.',
  'Confirmed.': 'Confirmé.',
  'File uploaded.': 'Fichier importé.',
  'Delegate not found.': 'Représentante introuvable.',
  'File not found.': 'Fichier introuvable.',
  'This link has expired. Please reload the page to get a new one.':
    'Ce lien a expiré. Veuillez recharger la page pour en obtenir un nouveau.',
  'Give the to-do a title': 'Donnez un titre à la tâche',
  'At most 120 characters': '120 caractères au maximum',
  'At most 2000 characters': '2\u202f000 caractères au maximum',
  'Choose how it is completed': 'Choisissez comment elle s’accomplit',
  'This deadline has passed: every delegate will be late at once':
    'Cette échéance est dépassée\u00a0: toutes les représentantes seront en retard d’un coup',
  'Give a deadline': 'Indiquez une échéance',
  'Choose a continent, or all delegates': 'Choisissez un continent, ou toutes les représentantes',
  'Write your answer': 'Rédigez votre réponse',
  'At most 4000 characters': '4\u202f000 caractères au maximum',
  'The weights of the segments must total exactly 100 %.':
    'La somme des pondérations des épreuves doit être exactement de 100\u00a0%.',
  'Notification not found.': 'Notification introuvable.',
  'This notification is already archived.': 'Cette notification est déjà archivée.',
  'Notification marked as read': 'Notification marquée comme lue',
  'All notifications marked as read': 'Toutes les notifications ont été marquées comme lues',
  'Notification archived': 'Notification archivée',
  'Notification deleted': 'Notification supprimée',
  'System cooling down': 'Actualisation en pause',
  'This code is not valid. Please check it and try again.':
    'Ce code n’est pas valide. Veuillez le vérifier et réessayer.',
  'This code is no longer accepted.': 'Ce code n’est plus accepté.',
  'This code has expired.': 'Ce code a expiré.',
  'This code has been used as many times as it allows.': 'Ce code a atteint son nombre maximal d’utilisations.',
  'You have already used this code.': 'Vous avez déjà utilisé ce code.',
  'This code does not apply to the registration fee’s currency.':
    'Ce code ne s’applique pas à la devise des frais d’inscription.',
  'Code applied.': 'Code appliqué.',
  'Coupon code created.': 'Code promo créé.',
  'Coupon code updated.': 'Code promo mis à jour.',
  'A coupon with this code exists already.': 'Un code promo identique existe déjà.',
  'The limit cannot be lower than the uses so far.':
    'La limite ne peut pas être inférieure au nombre d’utilisations déjà enregistrées.',
  'No such coupon code.': 'Ce code promo n’existe pas.',
  'Use 3 to 32 letters and digits': 'Utilisez de 3 à 32 lettres et chiffres',
  'Enter a percentage or an amount off': 'Saisissez un pourcentage ou un montant de réduction',
  'Enter a percentage or an amount off, not both': 'Saisissez un pourcentage ou un montant de réduction, pas les deux',
  'Payment initialization failed': 'Le paiement n’a pas pu être initialisé',
  'Invalid payment response': 'Réponse de paiement invalide',
  'Payment failed': 'Le paiement a échoué',
  'Payment processing failed': 'Le traitement du paiement a échoué',
  'Payment verification failed': 'La vérification du paiement a échoué',
  'Your registration fee has already been paid. You can continue with your registration.':
    'Vos frais d’inscription ont déjà été réglés. Vous pouvez poursuivre votre inscription.',
  'Your registration fee was refunded, so a new payment cannot be started here. Please contact support if you wish to register again.':
    'Vos frais d’inscription ont été remboursés\u00a0: un nouveau paiement ne peut donc pas être effectué ici. Veuillez contacter l’assistance si vous souhaitez vous inscrire à nouveau.',
  'Payment successful. Thank you, your registration fee has been received.':
    'Paiement réussi. Merci, vos frais d’inscription ont bien été reçus.',
  'Your payment has not been completed yet. If you have just paid, please wait a moment and check again.':
    'Votre paiement n’est pas encore finalisé. Si vous venez de payer, patientez un instant puis vérifiez à nouveau.',
  'Your payment was declined and you have not been charged. Please try again.':
    'Votre paiement a été refusé et aucun montant n’a été débité. Veuillez réessayer.',
  'The payment did not match the registration fee, so it could not be accepted. Please contact support if you were charged.':
    'Le paiement ne correspondait pas aux frais d’inscription et n’a donc pas pu être accepté. Veuillez contacter l’assistance si un montant a été débité.',
  'This payment has been refunded.': 'Ce paiement a été remboursé.',
  'The payment provider could not be reached. Please try again in a moment.':
    'Le prestataire de paiement est injoignable. Veuillez réessayer dans un instant.',
  'The payment provider could not start this payment. Please try again later or contact support.':
    'Le prestataire de paiement n’a pas pu lancer ce paiement. Veuillez réessayer plus tard ou contacter l’assistance.',
  'Payment not found.': 'Paiement introuvable.',
  'This payment does not belong to that order.': 'Ce paiement ne correspond pas à cette commande.',
  'Invalid signature.': 'Signature invalide.',
  'Event received.': 'Événement reçu.',
  'There is no registration fee to pay.': 'Il n’y a pas de frais d’inscription à régler.',
  'This payment is not complete yet, so there is no receipt for it. A receipt is ready once it is paid.':
    'Ce paiement n’est pas encore finalisé\u00a0: il n’y a donc pas de reçu. Le reçu sera disponible dès que le paiement aura été effectué.',
  'This payment did not go through and nothing was taken, so there is no receipt for it.':
    'Ce paiement n’a pas abouti et aucun montant n’a été prélevé\u00a0: il n’y a donc pas de reçu.',
  'This payment could not be accepted and is being refunded in full, so there is no receipt for it.':
    'Ce paiement n’a pas pu être accepté et vous est intégralement remboursé\u00a0: il n’y a donc pas de reçu.',
  'The receipt could not be downloaded. Please try again.': 'Le reçu n’a pas pu être téléchargé. Veuillez réessayer.',
  'The registration fee was waived by the organisers: no money was taken.':
    'Les frais d’inscription ont été offerts par les organisateurs\u00a0: aucun montant n’a été prélevé.',
  'We are preparing a copy of your data. We will e-mail you a link when it is ready.':
    'Nous préparons une copie de vos données. Nous vous enverrons un lien par e-mail dès qu’elle sera prête.',
  'A copy of your data is already being prepared.': 'Une copie de vos données est déjà en préparation.',
  'This download link has expired. Ask for a new copy of your data from Account settings.':
    'Ce lien de téléchargement a expiré. Demandez une nouvelle copie de vos données depuis «\u00a0Paramètres du compte\u00a0».',
  'No such copy of your data.': 'Cette copie de vos données n’existe pas.',
  'Your request has been sent. Our team will erase your account and the data kept about you.':
    'Votre demande a été envoyée. Notre équipe effacera votre compte et les données conservées à votre sujet.',
  'You have already asked for your account to be deleted.': 'Vous avez déjà demandé la suppression de votre compte.',
  'A back-office account cannot be deleted from here. Ask an administrator.':
    'Un compte du back-office ne peut pas être supprimé ici. Adressez-vous à un administrateur.',
  'No such request.': 'Cette demande n’existe pas.',
  'The account has been erased.': 'Le compte a été effacé.',
  'This account has already been erased.': 'Ce compte a déjà été effacé.',
  'She is named in published competition results, whose score sheet cannot change without breaking its proof, so this account cannot be erased.':
    'Elle figure dans des résultats du concours déjà publiés, dont la feuille de notes ne peut pas changer sans invalider sa preuve\u00a0: ce compte ne peut donc pas être effacé.',
  'The retention rule is on: the daily job erases what it matches.':
    'La règle de conservation est active\u00a0: le traitement quotidien efface les données qu’elle cible.',
  'The retention rule is off.': 'La règle de conservation est désactivée.',
  'What the rule would erase has changed since you checked. Check the new count before switching it on.':
    'Ce que la règle effacerait a changé depuis votre vérification. Vérifiez le nouveau décompte avant de l’activer.',
  'You must be at least 18 years old to participate. Please contact the organizers if you have questions about eligibility.':
    'Vous devez avoir au moins 18 ans pour participer. Pour toute question sur les conditions d’admission, contactez les organisateurs.',
  'Recommended age range is 20-26 years. You may still continue with your application.':
    'La tranche d’âge recommandée est de 20 à 26 ans. Vous pouvez tout de même poursuivre votre candidature.',
  'Your registration was changed in another tab or window. Your changes here are kept: reload to see the latest version.':
    'Votre inscription a été modifiée dans un autre onglet ou une autre fenêtre. Vos modifications ici sont conservées\u00a0: rechargez la page pour voir la dernière version.',
  'Your registration has been submitted and is locked. Start an edit to make changes.':
    'Votre inscription a été envoyée et est verrouillée. Ouvrez une modification pour y apporter des changements.',
  'Please pay the registration fee before filling in the form.':
    'Veuillez régler les frais d’inscription avant de remplir le formulaire.',
  'Edit session started': 'Modification ouverte',
  'You have no edits remaining. Please contact support if you need to change your registration.':
    'Vous n’avez plus de modification disponible. Veuillez contacter l’assistance si vous devez changer votre inscription.',
  'An edit is already in progress. Update your registration to finish it.':
    'Une modification est déjà en cours. Mettez à jour votre inscription pour la terminer.',
  'Your registration has not been submitted yet, so it can be changed without using an edit.':
    'Votre inscription n’a pas encore été envoyée\u00a0: vous pouvez donc la changer sans utiliser l’une de vos modifications.',
  'Your registration is final and can no longer be edited. Please contact support to change it.':
    'Votre inscription est définitive et ne peut plus être modifiée. Veuillez contacter l’assistance pour la changer.',
  'Failed to start edit session': 'Impossible d’ouvrir la modification',
  'Registration submitted successfully': 'Inscription envoyée',
  'Registration updated successfully': 'Inscription mise à jour',
  'Please complete every required field before submitting.':
    'Veuillez remplir tous les champs obligatoires avant l’envoi.',
  'Your registration has already been submitted. Start an edit to change it.':
    'Votre inscription a déjà été envoyée. Ouvrez une modification pour la changer.',
  'Please pay the registration fee before submitting your registration.':
    'Veuillez régler les frais d’inscription avant d’envoyer votre inscription.',
  'There is no edit in progress. Start an edit before updating your registration.':
    'Aucune modification n’est en cours. Ouvrez-en une avant de mettre à jour votre inscription.',
  'Error: No participant ID found. Please refresh the page or contact support.':
    'Erreur\u00a0: identifiant de participante introuvable. Veuillez actualiser la page ou contacter l’assistance.',
  'Registration is currently closed.': 'Les inscriptions sont actuellement closes.',
  'Date of birth is required': 'La date de naissance est obligatoire',
  'Gender is required': 'Le genre est obligatoire',
  'Nationality is required': 'La nationalité est obligatoire',
  'Country of residence is required': 'Le pays de résidence est obligatoire',
  'Address is required': 'L’adresse est obligatoire',
  'Continent is required': 'Le continent est obligatoire',
  'Height is required': 'La taille est obligatoire',
  'Weight is required': 'Le poids est obligatoire',
  'Hair color is required': 'La couleur des cheveux est obligatoire',
  'Eye color is required': 'La couleur des yeux est obligatoire',
  'Marital status is required': 'La situation familiale est obligatoire',
  'Please indicate if you have children': 'Veuillez indiquer si vous avez des enfants',
  'Occupation is required': 'La profession est obligatoire',
  'At least one language is required': 'Indiquez au moins une langue',
  'Education information is required': 'Les informations sur votre formation sont obligatoires',
  'Platform cause is required': 'La cause de votre engagement est obligatoire',
  'Platform description is required': 'La description de votre engagement est obligatoire',
  'Instagram handle is required': 'Le nom d’utilisateur Instagram est obligatoire',
  'Emergency contact name is required': 'Le nom du contact d’urgence est obligatoire',
  'Emergency contact relationship is required': 'Le lien avec le contact d’urgence est obligatoire',
  'Emergency contact phone is required': 'Le téléphone du contact d’urgence est obligatoire',
  'Emergency contact email is required': 'L’adresse e-mail du contact d’urgence est obligatoire',
  'Headshot is required': 'La photo portrait est obligatoire',
  'Full body photo is required': 'La photo en pied est obligatoire',
  'Birth certificate is required': 'L’acte de naissance est obligatoire',
  'Please acknowledge the sponsorship requirement':
    'Veuillez confirmer avoir pris connaissance des besoins de parrainage et de soutien financier',
  'You must accept the terms and conditions': 'Vous devez accepter les conditions générales',
  'You must confirm information accuracy': 'Vous devez confirmer l’exactitude des informations',
  'Upload failed. Please try again.': 'L’import a échoué. Veuillez réessayer.',
  'Error: Please refresh the page and try again.': 'Erreur\u00a0: veuillez actualiser la page et réessayer.',
  'The file is empty.': 'Le fichier est vide.',
  'The image could not be read. Please upload a complete JPEG, PNG or WebP file.':
    'L’image n’a pas pu être lue. Veuillez importer un fichier JPEG, PNG ou WebP complet.',
  'The video could not be read. Please upload a complete MP4, WebM or MOV file.':
    'La vidéo n’a pas pu être lue. Veuillez importer un fichier MP4, WebM ou MOV complet.',
  'Please choose a file to upload.': 'Veuillez choisir un fichier à importer.',
  'Send the uploadType field before the file.': 'Envoyez le champ uploadType avant le fichier.',
  'The upload is too large: files may be at most 200 MB.':
    'Le fichier est trop volumineux\u00a0: 200 Mo au maximum par fichier.',
  'This file is not a valid PDF. Please upload the original PDF document.':
    'Ce fichier n’est pas un PDF valide. Veuillez importer le document PDF original.',
  'This PDF also contains web page code and cannot be accepted. Please upload the original PDF document.':
    'Ce PDF contient aussi du code de page web et ne peut pas être accepté. Veuillez importer le document PDF original.',
  'This PDF contains active content (scripts, actions, embedded files or media) and cannot be accepted. Please upload a plain PDF, for example by printing the document to PDF.':
    'Ce PDF contient du contenu actif (scripts, actions, fichiers ou médias intégrés) et ne peut pas être accepté. Veuillez importer un PDF simple, par exemple en imprimant le document au format PDF.',
  'This PDF is encrypted or compressed in a way that cannot be checked. Please upload an unprotected copy, for example by printing the document to PDF.':
    'Ce PDF est chiffré ou compressé d’une manière qui empêche de le vérifier. Veuillez importer une copie non protégée, par exemple en imprimant le document au format PDF.',
  'The upload did not arrive whole. Please try again.': 'Le fichier n’est pas arrivé en entier. Veuillez réessayer.',
  'Enter a full web address starting with https://': 'Saisissez une adresse web complète commençant par https://',
  'Give the slide a title of at most 90 characters': 'Donnez à la diapositive un titre de 90 caractères au maximum',
  'Keep the slide text between 1 and 320 characters':
    'Le texte de la diapositive doit compter entre 1 et 320 caractères',
  'Write the announcement (at most 160 characters)': 'Rédigez l’annonce (160 caractères au maximum)',
  'Give the link a label of at most 40 characters': 'Donnez au lien un libellé de 40 caractères au maximum',
  'Give the link a label': 'Donnez un libellé au lien',
  'The announcement must end after it starts': 'L’annonce doit se terminer après son début',
  'Give the tier a name of at most 40 characters': 'Donnez à la formule un nom de 40 caractères au maximum',
  'Keep the tagline to at most 60 characters': 'Le slogan ne doit pas dépasser 60 caractères',
  'Keep the rules to at most 12,000 characters': 'Les règles ne doivent pas dépasser 12 000 caractères',
  'Write the rules in English first: every reader without her own version reads them':
    'Rédigez d’abord les règles en anglais : toute lectrice sans version dans sa langue les lit en anglais',
  'Enter the price as a whole amount between 0 and 100,000,000, or leave it empty for "on request"':
    'Saisissez le prix sous forme de montant entier entre 0 et 100\u202f000\u202f000, ou laissez le champ vide pour afficher «\u00a0Prix sur demande\u00a0»',
  'Site content saved. The public pages show it now.':
    'Contenu du site enregistré. Les pages publiques l’affichent dès maintenant.',
  "Your sponsorship inquiry has been sent. We'll be in touch soon.":
    'Votre demande de partenariat a bien été envoyée. Nous vous répondrons très prochainement.',
  'Your message has been sent!': 'Votre message a bien été envoyé\u202f!',
  'There was an error sending your message. Please try again.':
    'Une erreur s’est produite lors de l’envoi de votre message. Veuillez réessayer.',
  'Sending...': 'Envoi en cours…',
  'Please enter a valid phone number with its international code (for example +44 20 7946 0958)':
    'Veuillez saisir un numéro de téléphone valide avec son indicatif international (par exemple +44 20 7946 0958)',
  'This vote does not exist.': 'Ce vote n’existe pas.',
  'This vote has not opened yet. Come back when it opens.':
    'Ce vote n’est pas encore ouvert. Revenez dès son ouverture.',
  'This vote has closed. Thank you for taking part.': 'Ce vote est clos. Merci de votre participation.',
  'She is not in this vote.': 'Elle ne participe pas à ce vote.',
  'Confirm your e-mail address before you vote: open the link we sent when you signed up.':
    'Confirmez votre adresse e-mail avant de voter\u00a0: ouvrez le lien que nous vous avons envoyé lors de la création de votre compte.',
  'Votes from temporary e-mail addresses are not counted. Sign up with the address you usually use to vote.':
    'Les votes provenant d’adresses e-mail temporaires ne sont pas comptabilisés. Pour voter, créez votre compte avec l’adresse que vous utilisez habituellement.',
  'You have used today’s free votes for her. Come back tomorrow to vote again.':
    'Vous avez utilisé vos votes gratuits du jour pour elle. Revenez demain pour voter à nouveau.',
  'Too many votes have come from your network today. Please try again tomorrow.':
    'Trop de votes ont été envoyés depuis votre réseau aujourd’hui. Veuillez réessayer demain.',
  'Too many accounts have voted from this device today. Please try again tomorrow.':
    'Trop de comptes ont voté depuis cet appareil aujourd’hui. Veuillez réessayer demain.',
  'Your browser could not be recognised. Reload the page and vote again.':
    'Votre navigateur n’a pas pu être reconnu. Rechargez la page et votez à nouveau.',
  'This vote was already sent for someone else. Please reload the page and vote again.':
    'Ce vote a déjà été envoyé pour une autre personne. Veuillez recharger la page et voter à nouveau.',
  'Thank you! Your vote is counted.': 'Merci\u202f! Votre vote est comptabilisé.',
  'The count is kept private until the vote closes.': 'Le décompte reste confidentiel jusqu’à la clôture du vote.',
  'The votes are voided and no longer counted.': 'Les votes sont annulés et ne sont plus comptabilisés.',
  'The vote is saved.': 'Le vote est enregistré.',
  'Another vote already uses this address.': 'Un autre vote utilise déjà cette adresse.',
  'The vote must close after it opens.': 'La clôture du vote doit suivre son ouverture.',
  'Only delegates with a published profile can be in a vote.':
    'Seules les représentantes dont le profil est publié peuvent participer à un vote.',
  'Choose the round the vote advances delegates into.':
    'Choisissez le tour auquel ce vote qualifie les représentantes.',
  'The result can be applied once the vote has closed.': 'Le résultat pourra être appliqué une fois le vote clos.',
  'The delegates are added to the round.': 'Les représentantes ont été ajoutées au tour.',
  'The result of this vote has already been applied.': 'Le résultat de ce vote a déjà été appliqué.',
  'Vote packs are not on sale for this vote.': 'Les packs de votes ne sont pas en vente pour ce vote.',
  'Choose one of the vote packs on sale.': 'Choisissez l’un des packs de votes en vente.',
  'This pack would take you over the paid votes one fan may buy in this vote. Choose a smaller pack, or keep voting with your free votes.':
    'Ce pack vous ferait dépasser le nombre de votes payants qu’un fan peut acheter pour ce vote. Choisissez un pack plus petit, ou continuez à voter avec vos votes gratuits.',
  'She has received all the paid votes allowed in this vote. Your free votes still count for her.':
    'Elle a reçu tous les votes payants autorisés pour ce vote. Vos votes gratuits comptent toujours pour elle.',
  'You have no paid votes left in this vote. Buy a vote pack, or vote with your free votes.':
    'Il ne vous reste plus de votes payants pour ce vote. Achetez un pack de votes, ou votez avec vos votes gratuits.',
  'You have used today’s free votes for her. Buy a vote pack to keep voting, or come back tomorrow.':
    'Vous avez utilisé vos votes gratuits du jour pour elle. Achetez un pack de votes pour continuer à voter, ou revenez demain.',
  'The payment did not match the price of the pack, so it could not be accepted. Please contact support if you were charged.':
    'Le paiement ne correspondait pas au prix du pack et n’a donc pas pu être accepté. Veuillez contacter l’assistance si un montant a été débité.',
  'Offer at least one pack, or turn paid voting off.': 'Proposez au moins un pack, ou désactivez les votes payants.',
  'Each pack must have a different number of votes.': 'Chaque pack doit contenir un nombre de votes différent.',
  'Give a three-letter currency code such as USD.': 'Indiquez un code de devise à trois lettres, par exemple USD.',
  'You have no registration yet.': 'Vous n’avez pas encore d’inscription.',
  'Only an approved registration can be published.': 'Seule une inscription approuvée peut être publiée.',
  'Photo not found.': 'Photo introuvable.',
  'The requested range cannot be served.': 'La partie demandée du fichier ne peut pas être envoyée.',
  'This payment was for an order you had replaced with a newer one, so it was not taken: it is being refunded to you in full.':
    'Ce paiement concernait une commande que vous aviez remplacée par une plus récente ; il n’a donc pas été encaissé : il vous est remboursé en totalité.',
  'Your registration fee had already been settled another way, so this payment was not taken: it is being refunded to you in full.':
    'Vos frais d’inscription avaient déjà été réglés d’une autre manière ; ce paiement n’a donc pas été encaissé : il vous est remboursé en totalité.',
  'This pack would have taken you over the paid votes one fan may buy in this vote, so its votes were not added: it is being refunded to you in full.':
    'Ce pack vous aurait fait dépasser le nombre de votes payants qu’un fan peut acheter pour ce vote ; ses votes n’ont donc pas été ajoutés : il vous est remboursé en totalité.',
  'Your registration fee had already been paid, so this second payment was not taken: it is being refunded to you in full.':
    'Vos frais d’inscription avaient déjà été payés ; ce second paiement n’a donc pas été encaissé : il vous est remboursé en totalité.',
  'Delegates cannot vote for themselves. You can vote for the other delegates.':
    'Les représentantes ne peuvent pas voter pour elles-mêmes. Vous pouvez voter pour les autres représentantes.',
  'Staff accounts do not vote in fan votes.': 'Les comptes de l’équipe ne votent pas aux votes du public.',
  'Delegates in this vote cannot buy vote packs in it.':
    'Les représentantes de ce vote ne peuvent pas y acheter de packs de votes.',
  'Staff accounts do not buy vote packs.': 'Les comptes de l’équipe n’achètent pas de packs de votes.',
  'Please wait while your browser checks you are a person, then try again.':
    'Veuillez patienter pendant que votre navigateur vérifie que vous êtes une personne, puis réessayez.',
  'The check that you are a person did not pass. Please try again.':
    'La vérification que vous êtes une personne n’a pas abouti. Veuillez réessayer.',
  'Give a number of votes from 1 to 10,000.': 'Indiquez un nombre de votes de 1 à 10 000.',
  'Show not found.': 'Spectacle introuvable.',
  'Cue not found.': 'Repère introuvable.',
  'Fan vote not found.': 'Vote du public introuvable.',
  'This delegate is not in the round.': 'Cette représentante ne fait pas partie de ce tour.',
  'This segment is not one of the round’s.': 'Cette épreuve n’appartient pas à ce tour.',
  'This round already has a run of show of this kind.': 'Ce tour a déjà un conducteur de ce type.',
  'Every cue has been fired: the run of show is over.': 'Tous les repères ont été lancés : le conducteur est terminé.',
  'There is no earlier cue to go back to.': 'Il n’y a pas de repère précédent où revenir.',
  'The show has not started.': 'Le spectacle n’a pas commencé.',
  'The displays are already held.': 'Les écrans sont déjà figés.',
  'The displays are not held.': 'Les écrans ne sont pas figés.',
  'The show moved on since this console last heard from it. Look again before pressing.':
    'Le spectacle a avancé depuis la dernière mise à jour de cette console. Vérifiez avant d’appuyer.',
  'A fired cue keeps its kind, delegate and placement.':
    'Un repère lancé garde son type, sa représentante et son classement.',
  'Give every cue of the show, each once.': 'Indiquez chaque repère du spectacle, une seule fois chacun.',
  'Fired cues keep their order: move only cues still to come.':
    'Les repères lancés gardent leur ordre : ne déplacez que ceux à venir.',
  'A show holds at most 200 cues.': 'Un spectacle compte au plus 200 repères.',
  'A reveal cue needs the placement it reveals.': 'Un repère d’annonce a besoin du classement qu’il annonce.',
  'Attach the fan vote this cue opens or closes.': 'Associez le vote du public que ce repère ouvre ou ferme.',
  'Attach the segment this cue opens or closes.': 'Associez l’épreuve que ce repère ouvre ou ferme.',
  'Placements are revealed from the last up to the queen: this is not the next one.':
    'Les classements sont annoncés du dernier jusqu’à la reine : ce n’est pas le suivant.',
  'Only a rehearsal can be reset.': 'Seule une répétition peut être réinitialisée.',
  'This display link has been revoked.': 'Ce lien d’écran a été révoqué.',
  'This display link is not valid.': 'Ce lien d’écran n’est pas valide.',
  'This display link is already revoked.': 'Ce lien d’écran est déjà révoqué.',
  'Give the cue a title.': 'Donnez un titre au repère.',
  'Name the display.': 'Nommez l’écran.',
  'Change at least one thing.': 'Modifiez au moins un élément.',
  'Name each cue once.': 'Indiquez chaque repère une seule fois.',
  'Round not found.': 'Tour introuvable.',
  'First name is too long': 'Le prénom est trop long',
  'Last name is too long': 'Le nom de famille est trop long',
  'Title is required': 'La fonction est obligatoire',
  'Title is too long': 'La fonction est trop longue',
  'Organization is required': 'L’organisation est obligatoire',
  'Organization is too long': 'Le nom de l’organisation est trop long',
  'Location is required': 'Le lieu est obligatoire',
  'Location is too long': 'Le lieu est trop long',
  'Proposal is required': 'La proposition est obligatoire',
  'Proposal is too long': 'La proposition est trop longue',
  'Message is too long': 'Le message est trop long',
  'Email is required': 'L’adresse e-mail est obligatoire',
  'Email is too long': 'L’adresse e-mail est trop longue',
  'Contact number is required': 'Le numéro de téléphone est obligatoire',
  'Reference link is required': 'Le lien de référence est obligatoire',
  'Reference link is too long': 'Le lien de référence est trop long',
  'Please enter a valid URL (for example https://yourcompany.com)':
    'Veuillez saisir une adresse web valide (par exemple https://yourcompany.com)',
  'Please choose an area of interest': 'Veuillez choisir un domaine d’intérêt',
  'Please choose a type of inquiry': 'Veuillez choisir un type de demande',
  'At most 500 characters': '500 caractères au maximum',
  'Use a colour in the form #RRGGBB': 'Indiquez une couleur au format #RRGGBB',
  'Invalid id': 'Identifiant non valide',
  'Please enter a valid date of birth': 'Veuillez saisir une date de naissance valide',
  'Add at most 20 entries': 'Ajoutez 20 entrées au maximum',
  'Language is required': 'La langue est obligatoire',
  'Enter a year after 1900': 'Saisissez une année postérieure à 1900',
  'Enter a year before 2100': 'Saisissez une année antérieure à 2100',
  'Pageant name is required': 'Le nom du concours est obligatoire',
  'Enter some text': 'Saisissez un texte',
  'Name the award.': 'Donnez un nom au prix.',
  'At most 6 packs.': '6 lots au maximum.',
  'Give the pack’s number of votes.': 'Indiquez le nombre de votes du pack.',
  'A pack holds a whole number of votes.': 'Un pack contient un nombre entier de votes.',
  'Give the pack’s price.': 'Indiquez le prix du pack.',
  'At least 1 vote.': 'Au moins 1 vote.',
  'At most 10000 votes.': '10 000 votes au maximum.',
  'At least 0.50.': 'Au moins 0,50.',
  'At most 100000.': '100 000 au maximum.',
  'At most two decimals.': 'Deux décimales au maximum.',
  'Each segment needs its own key.': 'Chaque épreuve doit avoir sa propre clé.',
  'The tie-break segment must be one of the round’s segments.':
    'L’épreuve de départage doit faire partie des épreuves de la phase.',
  'Add at least one segment.': 'Ajoutez au moins une épreuve.',
  'At most 12 segments.': '12 épreuves au maximum.',
  'Use lower-case letters, digits and hyphens, starting with a letter.':
    'Utilisez des lettres minuscules, des chiffres et des tirets, en commençant par une lettre.',
  'Give the segment a name.': 'Donnez un nom à l’épreuve.',
  'At most 60 characters.': '60 caractères au maximum.',
  'A weight is more than 0 %.': 'Un coefficient est supérieur à 0 %.',
  'A weight is at most 100 %.': 'Un coefficient est d’au plus 100 %.',
  'Weights have at most two decimals.': 'Les coefficients ont au plus deux décimales.',
  'The highest score is above the lowest.': 'La note la plus haute est supérieure à la plus basse.',
  'The step and the lowest score have at most three decimals.':
    'Le pas et la note la plus basse ont au plus trois décimales.',
  'The highest score must be reachable from the lowest in whole steps.':
    'La note la plus haute doit pouvoir être atteinte depuis la plus basse par pas entiers.',
  'Use a three-letter currency code': 'Utilisez un code de devise à trois lettres',
  'Please enter a phone number': 'Veuillez saisir un numéro de téléphone',
  'Name each round once.': 'Nommez chaque phase une seule fois.',
  'The end date must not be before the start date': 'La date de fin ne doit pas précéder la date de début',
  'Page starts at 1': 'Les pages commencent à 1',
  'Use at most 100 rows per page': 'Utilisez 100 lignes par page au maximum',
  'Choose one of: contestants, payments, users, settings, themes, inquiries, audit, judging, voting, show':
    'Choisissez parmi : contestants, payments, users, settings, themes, inquiries, audit, judging, voting, show',
  'Use a date such as 2026-03-14': 'Utilisez une date comme 2026-03-14',
  'Choose grant-edits, add-to-round, add-tag or remove-tag':
    'Choisissez grant-edits, add-to-round, add-tag ou remove-tag',
  'Choose the records': 'Choisissez les dossiers',
  'Choose at least one record': 'Choisissez au moins un dossier',
  'Choose at most 200 records at a time': 'Choisissez 200 dossiers au maximum à la fois',
  'Enter a number of edits': 'Saisissez un nombre de modifications',
  'Enter a whole number': 'Saisissez un nombre entier',
  'Grant at least 1 edit': 'Accordez au moins 1 modification',
  'Grant at most 10 edits at a time': 'Accordez 10 modifications au maximum à la fois',
  'Choose a registration status': 'Choisissez un statut d’inscription',
  'Choose a continent': 'Choisissez un continent',
  'Choose a payment status': 'Choisissez un statut de paiement',
  'Choose yes or no': 'Choisissez oui ou non',
  'Write a subject': 'Saisissez un objet',
  'Write the message': 'Rédigez le message',
  'Invalid request id': 'Identifiant de demande non valide',
  'The end date must be on or after the start date':
    'La date de fin doit être identique ou postérieure à la date de début',
  'Use a date as YYYY-MM-DD': 'Utilisez une date au format AAAA-MM-JJ',
  'Sort by submittedAt, name, status, createdAt or updatedAt':
    'Triez par submittedAt, name, status, createdAt ou updatedAt',
  'Order is asc or desc': 'L’ordre est asc ou desc',
  'Choose approve, reject or activate': 'Choisissez approve, reject ou activate',
  'Send the version of the record you reviewed': 'Envoyez la version du dossier que vous avez examinée',
  'Write a note first': 'Rédigez d’abord une note',
  'Write a message': 'Rédigez un message',
  'Choose a field to correct': 'Choisissez un champ à corriger',
  'Use at most 5000 characters': 'Utilisez 5 000 caractères au maximum',
  'Say why you correct it: she will read it': 'Indiquez pourquoi vous le corrigez : elle le lira',
  'Choose all, contact or sponsorship': 'Choisissez all, contact ou sponsorship',
  'Use true or false': 'Utilisez true ou false',
  'Unknown message type': 'Type de message inconnu',
  'Enter a first name': 'Saisissez un prénom',
  'Enter a last name': 'Saisissez un nom de famille',
  'Choose one of: developer, super admin, admin, hr, editor':
    'Choisissez parmi : developer, super admin, admin, hr, editor',
  'Each resource may appear only once': 'Chaque ressource ne peut figurer qu’une fois',
  'Give at least one action, or leave the resource out': 'Indiquez au moins une action, ou retirez la ressource',
  'Actions are read, update, export, score, audit, direct, manage':
    'Les actions sont : read, update, export, score, audit, direct, manage',
  'Choose bank transfer, cash or a waiver': 'Choisissez virement bancaire, espèces ou exonération',
  'The end date is before the start date': 'La date de fin précède la date de début',
  'Unknown payment status': 'Statut de paiement inconnu',
  'Unknown payment provider': 'Prestataire de paiement inconnu',
  'Use a date in the form YYYY-MM-DD': 'Utilisez une date au format AAAA-MM-JJ',
  'Choose the day orders were created or paid': 'Choisissez le jour de création ou de paiement des commandes',
  'Enter the amount to refund': 'Saisissez le montant à rembourser',
  'Enter the amount in cents': 'Saisissez le montant en centimes',
  'Say why it is refunded': 'Indiquez le motif du remboursement',
  'Choose one of: developer, super admin, admin, hr, editor, user':
    'Choisissez parmi : developer, super admin, admin, hr, editor, user',
  'active is true or false': 'active vaut true ou false',
  'sort is one of -createdAt, createdAt, name, -name, email, -email, -lastLogin, lastLogin, -role, role':
    'sort vaut -createdAt, createdAt, name, -name, email, -email, -lastLogin, lastLogin, -role ou role',
  'Incorrect password': 'Mot de passe incorrect',
  'A token is required': 'Un jeton est obligatoire',
  'Use at most 1200 characters': 'Utilisez 1 200 caractères au maximum',
  'No such segment.': 'Cette épreuve n’existe pas.',
  'Rank each delegate once.': 'Classez chaque représentante une seule fois.',
  'Give the round a name.': 'Donnez un nom à la phase.',
  'A round has at most one head judge.': 'Une phase a au plus un président du jury.',
  'Say why the scores are reopened.': 'Indiquez pourquoi les notes sont rouvertes.',
  'Say why the judge is excused.': 'Indiquez pourquoi le membre du jury est excusé.',
  'limit must be a number': 'limit doit être un nombre',
  'limit must be a whole number': 'limit doit être un nombre entier',
  'limit must be at least 1': 'limit doit valoir au moins 1',
  'limit must be at most 100': 'limit doit valoir au plus 100',
  'status must be unread, read or archived': 'status doit valoir unread, read ou archived',
  'Unknown product': 'Produit inconnu',
  'Quantity must be 1': 'La quantité doit être 1',
  'paymentIntentId is required': 'paymentIntentId est obligatoire',
  'Invalid reference': 'Référence non valide',
  'Enter a whole percentage': 'Saisissez un pourcentage entier',
  'From 1 to 100': 'De 1 à 100',
  'Enter an amount': 'Saisissez un montant',
  'Enter how many contestants may use it': 'Indiquez combien de candidates peuvent l’utiliser',
  'At least 1': 'Au moins 1',
  'At most 100000': '100 000 au maximum',
  'Choose what to erase': 'Choisissez ce qu’il faut effacer',
  'Give a number of months': 'Indiquez un nombre de mois',
  'Give a whole number of months': 'Indiquez un nombre entier de mois',
  'At least 1 month': 'Au moins 1 mois',
  'At most 120 months': '120 mois au maximum',
  'uploadType must be headshot, fullBody, video or birthCertificate':
    'uploadType doit valoir headshot, fullBody, video ou birthCertificate',
  'Send the revision the draft was based on in If-Match':
    'Envoyez dans If-Match la révision sur laquelle repose le brouillon',
  'Choose a delegate.': 'Choisissez une représentante.',
  'Give the vote a name.': 'Donnez un nom au vote.',
  'Give the opening date and time.': 'Indiquez la date et l’heure d’ouverture.',
  'Give the closing date and time.': 'Indiquez la date et l’heure de clôture.',
  'Choose a time zone such as Africa/Lagos or Europe/Paris.':
    'Choisissez un fuseau horaire comme Africa/Lagos ou Europe/Paris.',
  'Choose the votes to void.': 'Choisissez les votes à annuler.',
  'Say why the votes are voided.': 'Indiquez pourquoi les votes sont annulés.',
  'This field is required': 'Ce champ est obligatoire',
  'This value is not of the expected type': 'Cette valeur n’est pas du type attendu',
  'This text is too long': 'Ce texte est trop long',
  'This text is too short': 'Ce texte est trop court',
  'There are too many items': 'Il y a trop d’éléments',
  'There are too few items': 'Il n’y a pas assez d’éléments',
  'This value is too large': 'Cette valeur est trop grande',
  'This value is too small': 'Cette valeur est trop petite',
  'Please enter a valid web address': 'Veuillez saisir une adresse web valide',
  'Please enter a valid date': 'Veuillez saisir une date valide',
  'This value is not in the expected format': 'Cette valeur n’est pas au format attendu',
  'This number is not one of the allowed steps': 'Ce nombre ne correspond pas aux pas autorisés',
  'This request has fields that are not expected': 'Cette requête contient des champs inattendus',
  'Please choose one of the allowed values': 'Veuillez choisir l’une des valeurs autorisées',
  'This list has a value that is not valid': 'Cette liste contient une valeur non valide',
  'This value is not valid': 'Cette valeur n’est pas valide',
  'Please accept the terms of use and the privacy policy':
    'Veuillez accepter les conditions d’utilisation et la politique de confidentialité',
  'Your account is already on the contestant’s path.': 'Votre compte suit déjà le parcours de candidate.',
  'Your application is open: your registration starts from your dashboard.':
    'Votre candidature est ouverte : votre inscription commence depuis votre tableau de bord.',
  'Your account is a fan’s: apply to compete from your home page before paying the registration fee.':
    'Votre compte est un compte de fan : posez votre candidature depuis votre page d’accueil avant de payer les frais d’inscription.',
  'This score waited on the phone for more than 12 hours and was not saved. Enter it again if it still stands.':
    'Cette note a attendu plus de 12 heures sur le téléphone et n’a pas été enregistrée. Saisissez-la de nouveau si elle tient toujours.',
  Judge: 'Juge',
  'Scores the delegates of the rounds she is given, one delegate at a time, on her phone.':
    'Note les représentantes des tours qui lui sont confiés, une représentante à la fois, sur son téléphone.',
  'Head judge': 'Présidente du jury',
  'Scores like every judge and records her own ranking, used only to break a tie.':
    'Note comme chaque juge et enregistre son propre classement, utilisé seulement pour départager une égalité.',
  'Chief auditor': 'Auditrice en chef',
  'Checks the judges’ submitted scores and the audit chain; reopens a submitted segment when a judge must correct it.':
    'Vérifie les notes envoyées par les juges et la chaîne d’audit ; rouvre une épreuve envoyée quand une juge doit la corriger.',
  Director: 'Directrice',
  'Runs the competition: sets up the rounds, their judges and delegates, follows the live tabulation and publishes the results.':
    'Dirige le concours : prépare les tours, leurs juges et leurs représentantes, suit le dépouillement en direct et publie les résultats.',
  'Show director': 'Directrice du spectacle',
  'Runs the live finale from the show console and its display screens.':
    'Dirige la finale en direct depuis la console du spectacle et ses écrans d’affichage.',
  Reviewer: 'Examinatrice',
  'Reads the registrations, approves them or sends them back, and answers the messages that arrive.':
    'Lit les inscriptions, les approuve ou les renvoie, et répond aux messages reçus.',
  Finance: 'Finances',
  'Follows the payments, records a payment made another way and exports the accounts.':
    'Suit les paiements, enregistre un paiement fait autrement et exporte les comptes.',
  'Fan-vote officer': 'Responsable du vote du public',
  'Sets up the fan votes, watches them and sets aside suspicious votes.':
    'Prépare les votes du public, les surveille et écarte les votes suspects.',
  Editor: 'Rédactrice',
  'Writes the public site’s words and pictures and looks after its theme.':
    'Rédige les textes et les images du site public et s’occupe de son thème.',
  Auditor: 'Auditrice',
  'Reads the audit log of everything staff did, and changes nothing.':
    'Lit le journal d’audit de tout ce que l’équipe a fait, sans rien modifier.',
  Custom: 'Sur mesure',
  'You choose the role and each permission yourself.': 'Vous choisissez vous-même le rôle et chaque autorisation.',
  'See the contestants and their registrations': 'Voir les candidates et leurs inscriptions',
  'Approve, send back and correct registrations': 'Approuver, renvoyer et corriger les inscriptions',
  'Download the contestants as a spreadsheet': 'Télécharger les candidates sous forme de tableur',
  'Do everything with the contestants and their registrations': 'Tout faire avec les candidates et leurs inscriptions',
  'See the payments and refunds': 'Voir les paiements et les remboursements',
  'Record a payment made another way, waive a fee and refund':
    'Enregistrer un paiement fait autrement, exonérer des frais et rembourser',
  'Download the payments as a spreadsheet': 'Télécharger les paiements sous forme de tableur',
  'Do everything with the payments': 'Tout faire avec les paiements',
  'See the staff accounts': 'Voir les comptes de l’équipe',
  'Invite staff and change their roles and permissions':
    'Inviter des membres de l’équipe et modifier leurs rôles et autorisations',
  'Do everything with the staff accounts': 'Tout faire avec les comptes de l’équipe',
  'See the site’s settings and words': 'Voir les réglages et les textes du site',
  'Change the site’s settings and words': 'Modifier les réglages et les textes du site',
  'Do everything with the site’s settings and words': 'Tout faire avec les réglages et les textes du site',
  'See the site’s theme': 'Voir le thème du site',
  'Change the site’s colours and look': 'Modifier les couleurs et l’apparence du site',
  'Do everything with the site’s theme': 'Tout faire avec le thème du site',
  'Read the messages sent to the pageant': 'Lire les messages envoyés au concours',
  'Answer the messages sent to the pageant': 'Répondre aux messages envoyés au concours',
  'Do everything with the messages sent to the pageant': 'Tout faire avec les messages envoyés au concours',
  'Read the audit log': 'Lire le journal d’audit',
  'Score the delegates of the rounds she is assigned to': 'Noter les représentantes des tours qui lui sont attribués',
  'Check the judges’ scores and reopen a submitted segment':
    'Vérifier les notes des juges et rouvrir une épreuve envoyée',
  'Set up the rounds, follow the tabulation and publish the results':
    'Préparer les tours, suivre le dépouillement et publier les résultats',
  'See the fan votes': 'Voir les votes du public',
  'Set up the fan votes and set aside suspicious votes': 'Préparer les votes du public et écarter les votes suspects',
  'Download the fan votes as a spreadsheet': 'Télécharger les votes du public sous forme de tableur',
  'Do everything with the fan votes': 'Tout faire avec les votes du public',
  'Run the live finale from the show console': 'Diriger la finale en direct depuis la console du spectacle',
  'Only a judge’s invitation names rounds.': 'Seule l’invitation d’une juge nomme des tours.',
  'A round is chosen twice.': 'Un tour est choisi deux fois.',
  'A judge can be invited only to a round that has not opened yet.':
    'Une juge ne peut être invitée qu’à un tour qui n’a pas encore commencé.',
  'Choose one of the roles offered': 'Choisissez l’un des rôles proposés',
  'Choose the rounds from the list': 'Choisissez les tours dans la liste',
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.':
    'Saisissez le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de secours.',
  'That code is not correct. Check your authenticator app and try again.':
    'Ce code n’est pas correct. Vérifiez votre application d’authentification et réessayez.',
  'Your sign-in took too long. Please sign in again.':
    'Votre connexion a pris trop de temps. Veuillez vous reconnecter.',
  'Enter the code from your authenticator app to finish signing in.':
    'Saisissez le code de votre application d’authentification pour terminer la connexion.',
  'Scan the picture with your authenticator app, then enter the 6-digit code it shows.':
    'Scannez l’image avec votre application d’authentification, puis saisissez le code à 6 chiffres qu’elle affiche.',
  'Two-step sign-in is on. Keep your recovery codes somewhere safe: each one works once.':
    'La connexion en deux étapes est activée. Gardez vos codes de secours en lieu sûr : chacun ne fonctionne qu’une fois.',
  'Two-step sign-in is already on for your account.': 'La connexion en deux étapes est déjà activée pour votre compte.',
  'Start the set-up again: no set-up is waiting for a code.':
    'Recommencez la configuration : aucune configuration n’attend de code.',
  'Your role requires two-step sign-in. Set it up in Account settings to reach the back office.':
    'Votre rôle exige la connexion en deux étapes. Configurez-la dans les paramètres du compte pour accéder à l’espace d’administration.',
  'Two-step sign-in was reset. The person has been told by e-mail and will set it up again.':
    'La connexion en deux étapes a été réinitialisée. La personne a été prévenue par e-mail et la configurera à nouveau.',
  'This account has no two-step sign-in to reset.': 'Ce compte n’a pas de connexion en deux étapes à réinitialiser.',
  'You cannot reset your own two-step sign-in: another super admin must do it.':
    'Vous ne pouvez pas réinitialiser votre propre connexion en deux étapes : un autre super administrateur doit le faire.',
  'Saved: the rule applies from the next request.': 'Enregistré : la règle s’applique dès la prochaine requête.',
  'Enter the name the invoice is made out to.': 'Saisissez le nom auquel la facture est établie.',
  'The billing name is at most 120 characters.': 'Le nom de facturation compte au plus 120 caractères.',
  'Enter the billing address.': 'Saisissez l’adresse de facturation.',
  'The billing address is at most 400 characters.': 'L’adresse de facturation compte au plus 400 caractères.',
  'Enter the tax number as letters and digits (4 to 20 of them), or leave it empty.':
    'Saisissez le numéro de TVA en lettres et en chiffres (de 4 à 20), ou laissez le champ vide.',
  'Invoice not found.': 'Facture introuvable.',
  'Credit note not found.': 'Avoir introuvable.',
  'An invoice can only be made for a payment that went through and took money.':
    'Une facture ne peut être établie que pour un paiement abouti et effectivement encaissé.',
  'Invoices cannot be made yet: the organisers have not given their billing details.':
    'Les factures ne sont pas encore disponibles\u00a0: les organisateurs n’ont pas encore renseigné leurs coordonnées de facturation.',
  'Your invoice is ready.': 'Votre facture est prête.',
  'The invoice could not be made. Please try again.': 'La facture n’a pas pu être établie. Veuillez réessayer.',
  'The document could not be downloaded. Please try again.':
    'Le document n’a pas pu être téléchargé. Veuillez réessayer.',
  'Enter the organisation’s legal name': 'Saisissez la raison sociale de l’organisation',
  'The legal name is at most 160 characters': 'La raison sociale compte au plus 160 caractères',
  'Enter the organisation’s postal address': 'Saisissez l’adresse postale de l’organisation',
  'The address is at most 400 characters': 'L’adresse compte au plus 400 caractères',
  'Enter the tax number as letters and digits (4 to 20 of them), or leave it empty':
    'Saisissez le numéro de TVA en lettres et en chiffres (de 4 à 20), ou laissez le champ vide',
  'Billing details saved.': 'Coordonnées de facturation enregistrées.',
  'Choose a day (YYYY-MM-DD)': 'Choisissez un jour (AAAA-MM-JJ)',
  'The period must end on or after the day it starts': 'La période doit se terminer le jour où elle commence ou après',
  'Choose a period of at most 366 days': 'Choisissez une période de 366 jours au plus',
  'The accounting export could not be downloaded. Please try again.':
    'L’export comptable n’a pas pu être téléchargé. Veuillez réessayer.',
  'Your answer is sent.': 'Votre réponse est envoyée.',
  'Answer sent.': 'Réponse envoyée.',
  'Conversation not found.': 'Conversation introuvable.',
  'You have sent many answers this hour. Please wait a little before writing again.':
    'Vous avez envoyé beaucoup de réponses en une heure. Patientez un peu avant d’écrire à nouveau.',
  'The file must be a PDF, JPEG or PNG file.': 'Le fichier doit être au format PDF, JPEG ou PNG.',
  'The file must be 10 MB or smaller.': 'Le fichier ne doit pas dépasser 10 Mo.',
  'Two-step sign-in is off.': 'La connexion en deux étapes est désactivée.',
  'Two-step sign-in is not on for your account.': 'La connexion en deux étapes n’est pas activée pour votre compte.',
  'Your role requires two-step sign-in: add a passkey before turning the app codes off.':
    'Votre rôle exige la connexion en deux étapes : ajoutez une clé d’accès avant de désactiver les codes de l’application.',
  'Here are your new recovery codes. The old ones no longer work.':
    'Voici vos nouveaux codes de secours. Les anciens ne fonctionnent plus.',
  'Use your passkey to finish signing in.': 'Utilisez votre clé d’accès pour terminer la connexion.',
  'Passkey added. You can now sign in with it.': 'Clé d’accès ajoutée. Vous pouvez désormais vous connecter avec elle.',
  'Passkey removed.': 'Clé d’accès supprimée.',
  'That passkey is not on your account.': 'Cette clé d’accès n’appartient pas à votre compte.',
  'The passkey request has expired. Please try again.': 'La demande de clé d’accès a expiré. Veuillez réessayer.',
  'This passkey could not be checked. Please try again.':
    'Cette clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
  'This passkey is not recognised here. Sign in with your password, then add it in Account settings.':
    'Cette clé d’accès n’est pas reconnue ici. Connectez-vous avec votre mot de passe, puis ajoutez-la dans les paramètres du compte.',
  'Give your passkey a name, for example the device it is on.':
    'Donnez un nom à votre clé d’accès, par exemple celui de l’appareil qui la contient.',
  'Keep the name to 60 characters or fewer.': 'Le nom ne doit pas dépasser 60 caractères.',
  'This passkey is already on your account.': 'Cette clé d’accès est déjà sur votre compte.',
  'Your role requires a second factor: add another passkey or set up an authenticator app before removing this one.':
    'Votre rôle exige un second facteur : ajoutez une autre clé d’accès ou configurez une application d’authentification avant de supprimer celle-ci.',
  'Name the template': 'Donnez un nom au modèle',
  'The second reminder must come closer to the closing date than the first':
    'Le second rappel doit arriver plus près de la date de clôture que le premier',
  'Use a whole number of days between 1 and 60': 'Indiquez un nombre entier de jours entre 1 et 60',
  'Choose a country from the list': 'Choisissez un pays dans la liste',
  'Give the date and time the round starts.': 'Indiquez la date et l’heure du début de la phase.',
  'Your message is scheduled: it starts at the time you chose.':
    'Votre message est programmé : il partira à l’heure choisie.',
  'This time has already passed: choose a time in the future, or send it now.':
    'Cette heure est déjà passée : choisissez une heure à venir, ou envoyez-le maintenant.',
  'The scheduled message was cancelled: nobody receives it.':
    'Le message programmé est annulé : personne ne le recevra.',
  'This message has already started (or was cancelled): it can no longer be cancelled.':
    'L’envoi de ce message a déjà commencé (ou il a été annulé) : il ne peut plus être annulé.',
  'No such message.': 'Ce message n’existe pas.',
  'Template saved.': 'Modèle enregistré.',
  'Template renamed.': 'Modèle renommé.',
  'Template deleted.': 'Modèle supprimé.',
  'A template already has this name: choose another one.': 'Un modèle porte déjà ce nom : choisissez-en un autre.',
  'No such template: it may have been deleted.': 'Ce modèle n’existe pas : il a peut-être été supprimé.',
  'Attach at most 3 files.': 'Joignez au plus 3 fichiers.',
  'An attached file is no longer there: attach it again.':
    'Un fichier joint n’est plus disponible : joignez-le de nouveau.',
  'Invalid attachment id': 'Identifiant de pièce jointe non valide',
  'Mailing settings saved.': 'Réglages des envois enregistrés.',
  'Country confirmed.': 'Pays confirmé.',
  'She may represent only her nationality’s country or her country of residence.':
    'Elle ne peut représenter que le pays de sa nationalité ou son pays de résidence.',
  'Her registration is not submitted yet.': 'Son inscription n’est pas encore envoyée.',
};

export default catalogue;
