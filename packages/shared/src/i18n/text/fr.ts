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
};

export default catalogue;
