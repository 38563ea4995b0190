/** The notifications' words in ar, by message id (see ../messages.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'notification.welcome.title': 'أهلًا بكِ في {site}',
  'notification.welcome.message':
    'تم تأكيد بريدك الإلكتروني. عندما تكونين مستعدة، ادفعي رسوم التسجيل وابدئي طلبك: تُحفظ مسودتك تلقائيًا أثناء تقدّمك.',
  'notification.action.startRegistration': 'ابدئي التسجيل',
  'notification.action.competitionInfo': 'عن المسابقة',
  'notification.action.viewApplication': 'عرض طلبي',
  'notification.action.editRegistration': 'تعديل تسجيلي',
  'notification.action.reviewRegistration': 'مراجعة تسجيلي',
  'notification.action.goToDashboard': 'الذهاب إلى لوحة التحكم',
  'notification.action.continueRegistration': 'متابعة التسجيل',
  'notification.action.contactSupport': 'التواصل مع الدعم',
  'notification.action.openConversation': 'فتح المحادثة',
  'notification.submitted.title': 'تم إرسال التسجيل',
  'notification.submitted.message':
    'شكرًا لكِ: لقد استلمنا تسجيلك. سيراجعه المنظمون وستصلك أخبارنا هنا وعبر البريد الإلكتروني.',
  'notification.editStarted.title': 'بدأ التعديل',
  'notification.editStarted.message':
    'لقد فتحتِ تسجيلك لإجراء تغييرات ({remaining, plural, zero {لن يتبقى أي تعديل} one {سيتبقى تعديل واحد} two {سيتبقى تعديلان} few {سيتبقى # تعديلات} many {سيتبقى # تعديلًا} other {سيتبقى # تعديل}} بعد هذا التعديل). حدّثي تسجيلك لإرساله مجددًا للمراجعة.',
  'notification.updated.title': 'تم تحديث التسجيل',
  'notification.updated.message': 'تم حفظ تغييراتك وعاد تسجيلك إلى المنظمين للمراجعة.',
  'notification.approved.title': 'تمت الموافقة على التسجيل',
  'notification.approved.message': 'تهانينا: وافق المنظمون على تسجيلك. سنتواصل معكِ قريبًا بشأن الخطوات التالية.',
  'notification.attention.title': 'تسجيلك يحتاج إلى انتباهك',
  'notification.attention.message': 'طلب المنظمون إجراء تغييرات: {note}',
  'notification.activated.title': 'أصبحتِ مشاركة رسمية',
  'notification.activated.message':
    'مرحبًا بكِ أيتها المتسابقة الرسمية. أصبح تسجيلك نهائيًا ورحلتك في المسابقة تبدأ الآن.',
  'notification.editsGranted.title': 'يمكنكِ تعديل تسجيلك مجددًا',
  'notification.editsGranted.message':
    'منحك المنظمون تعديلات إضافية: {remaining, plural, zero {لا يتوفر لديكِ أي تعديل} one {لديكِ الآن تعديل واحد متاح} two {لديكِ الآن تعديلان متاحان} few {لديكِ الآن # تعديلات متاحة} many {لديكِ الآن # تعديلًا متاحًا} other {لديكِ الآن # تعديل متاح}}.',
  'notification.payment.title': 'تم استلام الدفعة',
  'notification.payment.message': 'تم استلام رسوم تسجيلك البالغة {amount}. يمكنكِ الآن إكمال تسجيلك.',
  'notification.waived.title': 'تم الإعفاء من رسوم التسجيل',
  'notification.waived.message': 'أعفاكِ المنظمون من رسوم التسجيل. يمكنكِ الآن إكمال تسجيلك.',
  'notification.refunded.title': 'تم استرداد رسوم التسجيل',
  'notification.refunded.message': 'تم استرداد رسوم تسجيلك البالغة {amount}.',
  'notification.corrected.title': 'تم تصحيح تسجيلك',
  'notification.corrected.message': 'صحّح المنظمون {field}: {reason}',
  'notification.todoSentBack.title': '«{todo}» تحتاج إلى إرسال جديد',
  'notification.todoSentBack.message': 'أعادت اللجنة المنظمة إليكِ هذه المهمة. والسبب: {reason}',
  'notification.action.openTodos': 'فتح مهامي',
};

export default catalogue;
