/** The e-mails' words in fr, by message id (see ../i18n.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'mail.layout.tagline': 'Là où la beauté rencontre l’engagement',
  'mail.layout.buttonFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'mail.layout.unsubscribe': 'Se désabonner de ces messages',
  'mail.layout.hello': 'Bonjour {name},',
  'mail.layout.linkLine': '{label}\u00a0:',
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
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
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
  'mail.exists.preheader': 'Quelqu’un a tenté de créer un compte avec cette adresse e-mail.',
  'mail.exists.intro':
    'Quelqu’un, peut-être vous, vient d’essayer de créer un compte avec cette adresse e-mail. Vous en avez déjà un : aucun nouveau compte n’a été créé.',
  'mail.exists.signIn':
    'Connectez-vous avec votre compte existant, ou réinitialisez votre mot de passe si vous l’avez oublié.',
  'mail.exists.forgot': 'Mot de passe oublié ? Réinitialisez-le ici : {reset}',
  'mail.exists.footnote': 'Si ce n’était pas vous, vous pouvez ignorer ce message. Votre compte n’a pas été modifié.',
  'mail.exists.subject': 'Vous avez déjà un compte {site}',
  'mail.registration.submittedTitle': 'Votre inscription est bien arrivée',
  'mail.registration.submittedPreheader': 'Nous avons bien reçu votre inscription et l’examinerons très prochainement.',
  'mail.registration.submittedThanks': 'Merci de votre inscription au concours {site}. Nous l’avons reçue le {date}.',
  'mail.registration.submittedNext':
    'Notre équipe va maintenant examiner vos informations et vos documents. Nous vous écrirons dès qu’il y aura du nouveau.',
  'mail.registration.viewAction': 'Voir mon inscription',
  'mail.registration.submittedEdits':
    'Si vous devez corriger quelque chose, vous pouvez modifier votre inscription depuis votre espace, un nombre limité de fois.',
  'mail.registration.submittedFootnote': 'Des questions ? Écrivez-nous via {contact}.',
  'mail.registration.submittedSubject': 'Inscription reçue : {site}',
  'mail.registration.updatedTitle': 'Votre inscription a été mise à jour',
  'mail.registration.updatedPreheader': 'Nous avons bien reçu les modifications de votre inscription.',
  'mail.registration.updatedIntro':
    'Nous avons bien reçu les modifications de votre inscription. Elle est de nouveau entre les mains de notre équipe pour examen.',
  'mail.registration.updatedRemaining':
    '{count, plural, =0 {Il ne vous reste aucune modification.} one {Il vous reste # modification.} other {Il vous reste # modifications.}}',
  'mail.registration.updatedFootnote':
    'Si vous n’êtes pas à l’origine de cette modification, contactez-nous sans attendre via {contact}.',
  'mail.registration.updatedSubject': 'Inscription mise à jour : {site}',
  'mail.review.contactLine': 'Des questions ? Écrivez-nous via {contact} ; nous lisons chaque message.',
  'mail.review.noteFrom': 'Un mot des organisateurs :',
  'mail.review.editsLeft':
    '{count, plural, =0 {Vous n’avez aucune modification disponible.} one {Vous avez # modification disponible.} other {Vous avez # modifications disponibles.}}',
  'mail.review.portalAction': 'Accéder à mon espace',
  'mail.review.viewAction': 'Voir mon inscription',
  'mail.review.approvedTitle': 'Votre inscription est approuvée',
  'mail.review.approvedPreheader': 'Félicitations : les organisateurs ont approuvé votre inscription.',
  'mail.review.approvedIntro':
    'Félicitations. Notre équipe a examiné votre inscription au concours {site} et l’a approuvée.',
  'mail.review.approvedNext':
    'C’est une étape importante de votre parcours. Nous reviendrons vers vous pour la suite : l’orientation, votre programme continental et la préparation de votre engagement pour la scène.',
  'mail.review.approvedContact': 'Tenez vos coordonnées à jour afin qu’aucun de nos messages ne s’égare.',
  'mail.review.approvedSubject': 'Votre inscription est approuvée : {site}',
  'mail.review.attentionTitle': 'Votre inscription demande votre attention',
  'mail.review.attentionPreheader': 'Les organisateurs vous demandent quelques modifications à votre inscription.',
  'mail.review.attentionIntro':
    'Merci pour votre inscription. Notre équipe l’a examinée et a besoin de quelques éléments de votre part pour qu’elle puisse avancer. Voici son message :',
  'mail.review.attentionAction': 'Revoir mon inscription',
  'mail.review.attentionHow':
    'Ouvrez votre espace, commencez une modification, apportez les changements et envoyez de nouveau votre inscription. Nous l’examinerons dès son arrivée.',
  'mail.review.attentionSubject': 'Votre inscription demande votre attention : {site}',
  'mail.review.activeTitle': 'Bienvenue, candidate officielle',
  'mail.review.activePreheader': 'Vous participez désormais officiellement au concours {site}.',
  'mail.review.activeIntro':
    'C’est un honneur pour nous de vous accueillir comme participante active du concours {site}. Vous représentez désormais votre continent, votre communauté et votre cause.',
  'mail.review.activeNext':
    'Votre inscription est désormais définitive. Dans les semaines à venir, nous vous communiquerons votre programme, le calendrier des répétitions et l’accompagnement dont vous pourrez bénéficier.',
  'mail.review.activeSubject': 'Bienvenue, candidate officielle : {site}',
  'mail.review.editsTitle': 'Vous pouvez de nouveau modifier votre inscription',
  'mail.review.editsPreheader': 'Les organisateurs vous ont accordé des modifications supplémentaires.',
  'mail.review.editsIntro':
    'Les organisateurs vous ont accordé des modifications supplémentaires : vous pouvez de nouveau mettre à jour votre inscription.',
  'mail.review.editsAction': 'Modifier mon inscription',
  'mail.review.editsHow':
    'Chaque modification que vous ouvrez est décomptée. Envoyez vos changements quand vous serez prête, et nous les examinerons.',
  'mail.review.editsSubject': 'Vous pouvez modifier votre inscription : {site}',
  'mail.review.messagePreheader': 'Un message de l’équipe {site}.',
  'mail.review.messageFootnote':
    'Pour répondre, répondez simplement à cet e-mail : votre message parviendra aux organisateurs.',
  'mail.review.messageSubject': '{subject} : {site}',
  'mail.review.threadAction': 'Répondre dans mon espace',
  'mail.review.threadFootnote':
    'Répondez dans votre espace, où vous pouvez joindre un fichier, ou répondez à cet e-mail : les deux parviennent aux organisateurs.',
  'mail.review.correctedTitle': 'Nous avons corrigé votre inscription',
  'mail.review.correctedPreheader': 'Les organisateurs ont corrigé « {field} » dans votre inscription.',
  'mail.review.correctedIntro': 'Notre équipe a corrigé un élément de votre inscription : {field}.',
  'mail.review.correctedChange': 'Avant : {before}. Maintenant : {after}.',
  'mail.review.correctedEmpty': '(vide)',
  'mail.review.correctedWhy': 'Motif : {reason}',
  'mail.review.correctedWrong': 'Si ce n’est pas correct, écrivez-nous et nous rétablirons la valeur d’origine.',
  'mail.review.correctedSubject': 'Nous avons corrigé votre inscription : {site}',
  'mail.payments.continueAction': 'Poursuivre mon inscription',
  'mail.payments.reference': 'Référence : {reference}',
  'mail.payments.receiptTitle': 'Paiement reçu',
  'mail.payments.receiptPreheader':
    'Vos frais d’inscription au concours {site}, d’un montant de {amount}, ont bien été reçus.',
  'mail.payments.receiptThanks':
    'Merci. Nous avons bien reçu vos frais d’inscription de {amount}. Votre formulaire d’inscription vous est désormais ouvert.',
  'mail.payments.receiptTakeYourTime':
    'Prenez le temps qu’il vous faut : vos réponses sont enregistrées au fur et à mesure, et vous pouvez revenir au formulaire quand vous le souhaitez avant de l’envoyer.',
  'mail.payments.receiptFor': 'Reçu pour : frais d’inscription au concours {site}',
  'mail.payments.receiptAmount': 'Montant réglé : {amount}',
  'mail.payments.receiptPaidOn': 'Réglé le : {date}',
  'mail.payments.receiptMethod': 'Moyen de paiement : {method}',
  'mail.payments.method':
    '{method, select, test {Paiement de test (aucun débit)} stripe {Carte bancaire (Stripe)} paystack {Paystack} bank_transfer {Virement bancaire} cash {Espèces} waiver {Frais offerts} other {Enregistré par les organisateurs}}',
  'mail.payments.receiptFootnote':
    'Conservez ce message : il vous tient lieu de reçu. Une question sur votre paiement ? Écrivez-nous via {contact} en indiquant la référence ci-dessus.',
  'mail.payments.receiptSubject': 'Paiement reçu : frais d’inscription au concours {site}',
  'mail.payments.refundTitle': 'Vos frais d’inscription ont été remboursés',
  'mail.payments.refundPreheader': 'Un remboursement de {amount} est en route vers vous.',
  'mail.payments.refundIntro':
    'Vos frais d’inscription de {amount} ont été remboursés sur le moyen de paiement utilisé. Selon votre banque, le remboursement peut mettre quelques jours à apparaître.',
  'mail.payments.refundClosed':
    'Tant que les frais sont remboursés, le formulaire d’inscription est fermé pour votre compte.',
  'mail.payments.refundAction': 'Nous contacter',
  'mail.payments.refundFootnote':
    'Si vous ne vous attendiez pas à ce remboursement, contactez-nous en indiquant la référence ci-dessus.',
  'mail.payments.refundSubject': 'Remboursement de vos frais d’inscription au concours {site}',
  'mail.payments.waivedTitle': 'Vos frais d’inscription vous sont offerts',
  'mail.payments.waivedPreheader': 'Les organisateurs vous offrent vos frais d’inscription au concours {site}.',
  'mail.payments.waivedIntro':
    'Bonne nouvelle : les organisateurs vous offrent vos frais d’inscription. Votre formulaire d’inscription vous est désormais ouvert.',
  'mail.payments.waivedTakeYourTime':
    'Prenez le temps qu’il vous faut : vos réponses sont enregistrées au fur et à mesure.',
  'mail.payments.waivedFootnote': 'Des questions ? Écrivez-nous via {contact} en indiquant la référence ci-dessus.',
  'mail.payments.waivedSubject': 'Vos frais d’inscription au concours {site} vous sont offerts',
  'mail.feeReminder.title': 'Vos frais d’inscription restent à régler',
  'mail.feeReminder.preheader': 'Les inscriptions ferment le {deadline} (UTC).',
  'mail.feeReminder.intro':
    'Vous avez créé votre compte sur {site}, mais vos frais d’inscription ne sont pas encore réglés. Les inscriptions ferment le {deadline} (UTC) : réglez-les d’ici là pour finaliser votre inscription.',
  'mail.feeReminder.action': 'Régler mes frais d’inscription',
  'mail.feeReminder.body': 'Si vous venez de les régler, vous pouvez ignorer ce message.',
  'mail.feeReminder.subject': 'Rappel : les inscriptions ferment le {deadline} (UTC)',
  'mail.todos.title':
    '{when, select, tomorrow {Une tâche arrive à échéance demain} other {Une tâche arrive à échéance dans une semaine}}',
  'mail.todos.preheader':
    '{when, select, tomorrow {« {todo} » arrive à échéance demain.} other {« {todo} » arrive à échéance dans une semaine.}}',
  'mail.todos.intro':
    '{when, select, tomorrow {La tâche « {todo} » arrive à échéance demain, le {deadline} (UTC), et n’est pas encore accomplie.} other {La tâche « {todo} » arrive à échéance dans une semaine, le {deadline} (UTC), et n’est pas encore accomplie.}}',
  'mail.todos.action': 'Ouvrir mes tâches',
  'mail.todos.body': 'Vous pouvez l’accomplir depuis votre tableau de bord.',
  'mail.todos.subject':
    '{when, select, tomorrow {Rappel : « {todo} » arrive à échéance demain} other {Rappel : « {todo} » arrive à échéance dans une semaine}}',
  'mail.todoReview.title': 'Une tâche est à renvoyer',
  'mail.todoReview.preheader': 'Les organisateurs vous ont renvoyé « {todo} ».',
  'mail.todoReview.intro':
    'Les organisateurs ont examiné ce que vous avez envoyé pour « {todo} » et vous demandent de l’envoyer de nouveau. Leur motif :',
  'mail.todoReview.action': 'Ouvrir mes tâches',
  'mail.todoReview.body': 'Envoyez-la de nouveau depuis votre tableau de bord avant l’échéance, le {deadline} (UTC).',
  'mail.todoReview.subject': '« {todo} » est à renvoyer',
  'mail.privacy.exportTitle': 'Vos données sont prêtes à être téléchargées',
  'mail.privacy.exportPreheader': 'La copie de vos données {site} que vous avez demandée.',
  'mail.privacy.exportIntro':
    'La copie de vos données que vous avez demandée est prête : votre compte, votre inscription et chacune de ses versions, vos notifications, vos paiements, ce que vous avez accepté et les fichiers que vous avez importés, réunis dans un seul fichier ZIP.',
  'mail.privacy.exportAction': 'Télécharger mes données',
  'mail.privacy.exportExpiry':
    'Ce lien expire dans {hours} heures. Passé ce délai, demandez une nouvelle copie depuis « Paramètres du compte ».',
  'mail.privacy.exportFootnote':
    'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et contactez-nous : quelqu’un utilise peut-être votre compte.',
  'mail.privacy.exportSubject': 'Vos données {site} sont prêtes à être téléchargées',
  'mail.inquiries.contactTitle': 'Nous avons bien reçu votre message',
  'mail.inquiries.contactPreheader': 'Merci d’avoir écrit à {site}.',
  'mail.inquiries.contactThanks':
    'Merci d’avoir contacté {site}. Votre message est bien parvenu à notre équipe, et nous répondons à chaque message sous deux jours ouvrés.',
  'mail.inquiries.contactType': 'Type de demande : {type}.',
  'mail.inquiries.requestType':
    '{type, select, partnership {Demande de partenariat} sponsorship {Demande de parrainage} media {Demande presse} general {Question ou commentaire} other {Autre}}',
  'mail.inquiries.contactAction': 'Visiter le site {site}',
  'mail.inquiries.contactRecords': 'Pour mémoire, voici votre message :',
  'mail.inquiries.contactFootnote': 'Si vous n’avez pas envoyé ce message, vous pouvez ignorer cet e-mail.',
  'mail.inquiries.contactSubject': 'Nous avons bien reçu votre message · {site}',
  'mail.inquiries.sponsorshipTitle': 'Merci pour votre demande de partenariat',
  'mail.inquiries.sponsorshipPreheader': 'Notre équipe partenariats vous contactera très prochainement.',
  'mail.inquiries.sponsorshipThanks':
    'Merci de l’intérêt que vous portez, au nom de {organization}, à un partenariat avec {site}. Notre équipe partenariats lit chaque demande et vous répondra sous trois jours ouvrés.',
  'mail.inquiries.sponsorshipInterest': 'Domaine d’intérêt : {interest}.',
  'mail.inquiries.interest':
    '{interest, select, franchise {Représentation nationale / Franchise} media {Médias et presse} rights {Droits et licences d’images et de vidéos} ambassador {Ambassadrice ou collaboration de marque} speaker {Intervenante invitée / Apparition spéciale} event {Partenariat d’événement / Soutien financier} other {Autre (à préciser)}}',
  'mail.inquiries.sponsorshipAction': 'Découvrir les formules de partenariat',
  'mail.inquiries.sponsorshipRecords': 'Pour mémoire, votre proposition :',
  'mail.inquiries.sponsorshipFootnote': 'Si vous n’avez pas envoyé cette demande, vous pouvez ignorer cet e-mail.',
  'mail.inquiries.sponsorshipSubject': 'Votre demande de partenariat · {site}',
  'mail.inbox.answer': 'Pour répondre, écrivez simplement à {address}.',
  'mail.inbox.youWrote': 'Votre message du {date} :',
  'mail.inbox.footnote': 'Ce message vous a été envoyé par l’équipe {site} en réponse au vôtre.',
  'mail.review.correctedField':
    '{field, select, nationality {Nationalité} residence {Pays de résidence} address {Adresse} ethnicity {Origine ethnique} height {Taille} weight {Poids} hairColor {Couleur des cheveux} eyeColor {Couleur des yeux} measurements_bust {Tour de poitrine} measurements_waist {Tour de taille} measurements_hips {Tour de hanches} healthFitness {Santé et forme physique} occupation {Profession} moralCharacter {Ce que vous défendez} talent_category {Catégorie de talent} talent_description {Description du talent} talent_video {Lien vers votre prestation} platform_cause {Cause de votre engagement} platform_description {Description de votre engagement} platform_experience {Expérience liée à votre cause} socialMedia_instagram {Instagram} socialMedia_facebook {Facebook} socialMedia_twitter {X / Twitter} socialMedia_tiktok {TikTok} socialMedia_youtube {YouTube} emergencyContact_name {Nom du contact d’urgence} emergencyContact_relationship {Lien du contact d’urgence avec vous} emergencyContact_phone {Téléphone du contact d’urgence} emergencyContact_email {E-mail du contact d’urgence} emergencyContact_address_street {Rue du contact d’urgence} emergencyContact_address_city {Ville du contact d’urgence} emergencyContact_address_state {État ou région du contact d’urgence} emergencyContact_address_country {Pays du contact d’urgence} emergencyContact_address_postalCode {Code postal du contact d’urgence} other {Autre}}',
  'mail.payments.receiptAttached': 'Votre reçu est joint à ce message au format PDF.',
  'mail.payments.packReceiptTitle': 'Pack de votes reçu',
  'mail.payments.packReceiptPreheader':
    '{votes, plural, one {# vote est} other {# votes sont}} dans votre solde pour {vote}.',
  'mail.payments.packReceiptThanks':
    'Merci. Nous avons bien reçu votre paiement de {amount} pour un pack de {votes, plural, one {# vote} other {# votes}} dans {vote}. Ils sont dans votre solde : une fois vos votes gratuits du jour utilisés, chaque clic sur Voter en utilise un.',
  'mail.payments.packReceiptFor': 'Reçu pour : un pack de {votes, plural, one {# vote} other {# votes}} dans {vote}',
  'mail.payments.packAction': 'Aller au vote',
  'mail.payments.packReceiptSubject': 'Paiement reçu : votre pack de votes {site}',
  'mail.payments.refundMadeTitle': 'Remboursement effectué',
  'mail.payments.partialRefundIntro':
    'Nous vous avons remboursé {amount} sur votre paiement de {total} pour {what, select, pack {votre pack de votes} other {vos frais d’inscription}}, par le moyen utilisé pour payer. Selon votre banque, cela peut prendre quelques jours.',
  'mail.payments.partialRefundRemaining': 'Reste payé après ce remboursement : {remaining}.',
  'mail.payments.packRefundIntro':
    'Votre pack de votes de {amount} vous a été remboursé par le moyen utilisé pour payer. Les votes qu’il vous restait ont quitté votre solde. Selon votre banque, cela peut prendre quelques jours.',
  'mail.payments.refundMadeSubject': 'Remboursement de {amount} sur votre paiement {site}',
  'mail.receiptDocument.title': 'REÇU',
  'mail.receiptDocument.number': 'N° {number}',
  'mail.receiptDocument.issuedBy': 'Émis par',
  'mail.receiptDocument.receivedFrom': 'Reçu de',
  'mail.receiptDocument.description': 'DESCRIPTION',
  'mail.receiptDocument.amount': 'MONTANT',
  'mail.receiptDocument.itemFee': 'Frais d’inscription au concours {site}',
  'mail.receiptDocument.itemPack': 'Pack de votes : {votes, plural, one {# vote} other {# votes}} dans {vote}',
  'mail.receiptDocument.aFanVote': 'un vote du public',
  'mail.receiptDocument.coupon': 'Code promo {code}',
  'mail.receiptDocument.totalPaid': 'Total payé',
  'mail.receiptDocument.totalWaived': 'Total (exonéré)',
  'mail.receiptDocument.waived':
    'Les frais d’inscription ont été annulés par les organisateurs : aucun montant n’a été prélevé.',
  'mail.receiptDocument.refundedFull': 'Ce paiement a été remboursé le {date}.',
  'mail.receiptDocument.refundedPart': '{refunded} de ce paiement ont été remboursés ; {remaining} restent payés.',
  'mail.receiptDocument.details': 'Détails du paiement',
  'mail.receiptDocument.dateWaived': 'Date de l’exonération',
  'mail.receiptDocument.datePaid': 'Date du paiement',
  'mail.receiptDocument.paidThrough': 'Payé via',
  'mail.receiptDocument.method': 'Moyen',
  'mail.receiptDocument.providerReference': 'Référence du prestataire',
  'mail.receiptDocument.ourReference': 'Notre référence',
  'mail.receiptDocument.receiptNumber': 'Numéro du reçu',
  'mail.receiptDocument.refunded': 'Remboursé',
  'mail.receiptDocument.keep': 'Merci de conserver ce reçu.',
  'mail.receiptDocument.questions':
    'Une question sur ce paiement ? Écrivez à {email} en indiquant la référence {reference}.',
  'mail.delegates.publishedTitle': 'Votre page de représentante est en ligne',
  'mail.delegates.publishedPreheader': 'Les organisateurs ont publié votre profil public sur {site}.',
  'mail.delegates.publishedIntro':
    'Les organisateurs ont publié votre profil public : le public, les juges et la presse peuvent désormais lire votre biographie et voir vos photos sur {site}.',
  'mail.delegates.publishedShare':
    'Partagez votre page avec vos soutiens. Vous pouvez modifier votre biographie depuis votre espace à tout moment.',
  'mail.delegates.publishedAction': 'Voir ma page',
  'mail.delegates.publishedSubject': 'Votre page de représentante est en ligne : {site}',
  'mail.delegates.takenDownTitle': 'Votre page de représentante est hors ligne',
  'mail.delegates.takenDownPreheader': 'Les organisateurs ont retiré votre profil public de {site}.',
  'mail.delegates.takenDownIntro':
    'Les organisateurs ont retiré votre profil public de {site} pour le moment. Son adresse reste la vôtre s’il est publié de nouveau.',
  'mail.delegates.takenDownContact': 'Si vous ne vous y attendiez pas, écrivez aux organisateurs depuis votre espace.',
  'mail.delegates.takenDownAction': 'Aller à mon espace',
  'mail.delegates.takenDownSubject': 'Votre page de représentante est hors ligne : {site}',
  'mail.secondFactorReset.title': 'Votre connexion en deux étapes a été réinitialisée',
  'mail.secondFactorReset.preheader': 'Un super administrateur a retiré la connexion en deux étapes de votre compte.',
  'mail.secondFactorReset.intro':
    '{admin} a réinitialisé la connexion en deux étapes de votre compte : votre application d’authentification et vos codes de secours ne fonctionnent plus pour ce compte.',
  'mail.secondFactorReset.next':
    'Connectez-vous avec votre mot de passe et configurez à nouveau la connexion en deux étapes dans les paramètres de votre compte.',
  'mail.secondFactorReset.footnote':
    'Si vous ne l’avez pas demandé, réinitialisez votre mot de passe dès maintenant sur {reset} et prévenez les organisateurs.',
  'mail.secondFactorReset.subject': 'Votre connexion en deux étapes {site} a été réinitialisée',
  'mail.invoiceDocument.invoiceTitle': 'FACTURE',
  'mail.invoiceDocument.creditNoteTitle': 'AVOIR',
  'mail.invoiceDocument.billedTo': 'Facturé à',
  'mail.invoiceDocument.taxNumber': 'N° de TVA : {number}',
  'mail.invoiceDocument.totalInvoiced': 'Total facturé',
  'mail.invoiceDocument.totalCredited': 'Total de l’avoir',
  'mail.invoiceDocument.paidInFull': 'Payée intégralement le {date} : il ne reste rien à payer.',
  'mail.invoiceDocument.credits':
    'Cet avoir annule {amount} de la facture {invoice} ; ce montant vous a été remboursé.',
  'mail.invoiceDocument.refundOf': 'Remboursement : {item}',
  'mail.invoiceDocument.invoiceDetails': 'Détails de la facture',
  'mail.invoiceDocument.creditNoteDetails': 'Détails de l’avoir',
  'mail.invoiceDocument.invoiceNumber': 'Numéro de facture',
  'mail.invoiceDocument.creditNoteNumber': 'Numéro d’avoir',
  'mail.invoiceDocument.dateIssued': 'Date d’émission',
  'mail.invoiceDocument.keepInvoice': 'Merci de conserver cette facture.',
  'mail.invoiceDocument.keepCreditNote': 'Merci de conserver cet avoir avec sa facture.',
};

export default catalogue;
