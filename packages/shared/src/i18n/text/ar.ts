import type { TextCatalogue } from '../text';

/** The shared rules' words in ar, keyed by their English text (see ../text.ts). */
const catalogue: TextCatalogue = {
  'Use 1–32 lowercase letters, digits or hyphens, starting with a letter or digit':
    'يُرجى استخدام ما بين 1 و32 من الأحرف اللاتينية الصغيرة أو الأرقام أو الشَّرطات، على أن يبدأ الوسم بحرف أو رقم',
  'Your message is on its way: each copy is sent in turn.': 'رسالتك في طريقها: تُرسَل النسخ واحدةً تلو الأخرى.',
  'A test copy is on its way to your address.': 'نسخة تجريبية في طريقها إلى بريدك الإلكتروني.',
  'Nobody matches this filter: change it before sending.': 'لا أحد يطابق عامل التصفية هذا: يُرجى تعديله قبل الإرسال.',
  'Done: you will not receive these messages any more. Messages about your own registration still reach you.':
    'تم: لن تصلك هذه الرسائل بعد الآن. أما الرسائل المتعلقة بتسجيلك أنت فستظل تصلك.',
  'This link is not valid. Use the link at the foot of the most recent message.':
    'هذا الرابط غير صالح. يُرجى استخدام الرابط الموجود في أسفل أحدث رسالة.',
  'Registration not found.': 'لم يُعثر على التسجيل.',
  'This registration changed since you opened it. Reload to see the latest version.':
    'تغيّر هذا التسجيل منذ أن فتحته. يُرجى إعادة تحميل الصفحة لعرض أحدث نسخة.',
  'You cannot review your own registration. Another member of staff must decide on it.':
    'لا يمكنك مراجعة تسجيلك الشخصي. يجب أن يبتّ فيه عضو آخر من فريق العمل.',
  'The contestant is editing this registration. Wait until she sends her changes.':
    'المتسابقة تعدّل هذا التسجيل الآن. يُرجى الانتظار حتى ترسل تعديلاتها.',
  'Write a message telling the contestant what needs attention.':
    'يُرجى كتابة رسالة توضّح للمتسابقة ما يحتاج إلى عنايتها.',
  'Only a registration under review can be approved.': 'لا يمكن الموافقة إلا على تسجيل قيد المراجعة.',
  'Only a registration under review or already approved can be sent back.':
    'لا يمكن إعادة التسجيل إلى المتسابقة إلا إذا كان قيد المراجعة أو سبقت الموافقة عليه.',
  'Only an approved registration can be activated.': 'لا يمكن تفعيل إلا تسجيل تمت الموافقة عليه.',
  'Registration approved. The contestant has been told.': 'تمت الموافقة على التسجيل، وأُبلغت المتسابقة بذلك.',
  'Registration sent back with your message. The contestant has been told.':
    'أُعيد التسجيل إلى المتسابقة مع رسالتك، وأُبلغت بذلك.',
  'She is now an active participant. The contestant has been told.': 'أصبحت الآن مشاركة فاعلة، وأُبلغت المتسابقة بذلك.',
  'Extra edits can only be granted to a submitted registration that is not final.':
    'لا يمكن منح تعديلات إضافية إلا لتسجيل مُرسَل لم يصبح نهائيًا.',
  'Extra edits granted. The contestant has been told.': 'مُنحت التعديلات الإضافية، وأُبلغت المتسابقة بذلك.',
  'Note added.': 'أُضيفت الملاحظة.',
  'Message sent: she sees it in her portal and by e-mail.': 'أُرسلت الرسالة: ستراها في بوابتها وعبر البريد الإلكتروني.',
  'Corrected: a new version is on the record and she has been told why.':
    'تم التصحيح: سُجّلت نسخة جديدة في السجل، وأُبلغت المتسابقة بالسبب.',
  'She is editing her registration now: correct it once she has sent it again.':
    'إنها تعدّل تسجيلها الآن: يمكن تصحيحه بعد أن ترسله مجددًا.',
  'There is no submitted registration to correct yet.': 'لا يوجد بعدُ تسجيل مُرسَل لتصحيحه.',
  'That is already the value of this field.': 'هذه هي قيمة الحقل بالفعل.',
  'Subject is required': 'الموضوع مطلوب',
  'Subject is at most 200 characters': 'الحد الأقصى للموضوع 200 حرف',
  'Message is required': 'نص الرسالة مطلوب',
  'Message is at most 5000 characters': 'الحد الأقصى للرسالة 5000 حرف',
  'Say whether the message is handled': 'يُرجى تحديد ما إذا كانت الرسالة قد عولجت',
  'Your reply is on its way.': 'ردّك في طريقه.',
  'Marked as handled.': 'عُلِّمت كرسالة تمت معالجتها.',
  'Marked as not handled.': 'عُلِّمت كرسالة لم تُعالَج.',
  'Invitation sent: the link works for 72 hours.': 'أُرسلت الدعوة: الرابط صالح لمدة 72 ساعة.',
  'A new invitation link is on its way; the earlier one no longer works.':
    'رابط دعوة جديد في طريقه، ولم يعد الرابط السابق يعمل.',
  'Invitation revoked: its link no longer works.': 'أُلغيت الدعوة: لم يعد رابطها يعمل.',
  'This address already has an account: change its role and permissions on its page.':
    'لهذا العنوان حساب بالفعل: يمكن تغيير دوره وصلاحياته من صفحته.',
  'This invitation link is not valid any more. Ask the person who invited you for a new one.':
    'لم يعد رابط الدعوة هذا صالحًا. يُرجى طلب رابط جديد من الشخص الذي أرسل الدعوة.',
  'This invitation is no longer waiting: it was accepted, revoked or has expired.':
    'لم تعد هذه الدعوة معلّقة: فقد قُبلت أو أُلغيت أو انتهت صلاحيتها.',
  'Welcome aboard: your account is ready.': 'أهلًا بك في الفريق: حسابك جاهز.',
  'Payment recorded: she can now fill in her registration.': 'سُجّلت الدفعة: يمكنها الآن ملء استمارة التسجيل.',
  'Fee waived: she can now fill in her registration.': 'أُعفيت من الرسوم: يمكنها الآن ملء استمارة التسجيل.',
  'Her fee is already paid.': 'رسومها مدفوعة بالفعل.',
  'Fees are recorded for contestants’ accounts only.': 'لا تُسجَّل الرسوم إلا لحسابات المتسابقات.',
  'This reference is already recorded for another payment.': 'هذا المرجع مسجّل بالفعل لدفعة أخرى.',
  'Refund requested: it is counted once the provider confirms it.': 'طُلب الاسترداد: يُحتسب بمجرد أن يؤكده مزوّد الدفع.',
  'Refund recorded.': 'سُجّل الاسترداد.',
  'Only a paid order can be refunded.': 'لا يمكن الاسترداد إلا لطلب مدفوع.',
  'That is more than what remains to refund on this order.': 'هذا المبلغ يتجاوز ما تبقّى للاسترداد في هذا الطلب.',
  'Enter an amount greater than zero.': 'يُرجى إدخال مبلغ أكبر من صفر.',
  'The provider refused the refund; nothing was refunded.': 'رفض مزوّد الدفع الاسترداد، ولم يُردّ أي مبلغ.',
  'Refunded at the provider': 'استُرد لدى مزوّد الدفع',
  'This refund request was made for another order.': 'قُدِّم طلب الاسترداد هذا لطلب آخر.',
  'Enter an amount such as 25.00': 'يُرجى إدخال مبلغ مثل 25.00',
  'Say whether registration is open': 'يُرجى تحديد ما إذا كان التسجيل مفتوحًا',
  'Enter the fee as a number': 'يُرجى إدخال الرسوم بالأرقام',
  'The fee cannot be negative': 'لا يمكن أن تكون الرسوم سالبة',
  'The fee is at most 100,000': 'الحد الأقصى للرسوم 100,000',
  'Use a three-letter ISO 4217 currency code, e.g. USD':
    'يُرجى استخدام رمز عملة من ثلاثة أحرف وفق معيار ISO 4217، مثل USD',
  'Choose a currency with cents (two decimals), e.g. USD, EUR, NGN':
    'يُرجى اختيار عملة لها أجزاء مئوية (منزلتان عشريتان)، مثل USD، EUR، NGN',
  'Use at most two decimals': 'يُرجى استخدام منزلتين عشريتين على الأكثر',
  'Use a whole number of edits': 'يُرجى إدخال عدد صحيح من التعديلات',
  'Allow between 0 and 20 edits': 'يُرجى تحديد عدد من التعديلات بين 0 و20',
  'Choose a valid date and time': 'يُرجى اختيار تاريخ ووقت صالحين',
  'The window must end after it starts': 'يجب أن تنتهي الفترة بعد بدايتها',
  'Please enter a valid email address': 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  'Settings saved.': 'حُفظت الإعدادات.',
  'The preview password was changed.': 'تم تغيير كلمة مرور المعاينة.',
  'Give the theme a name': 'يُرجى تسمية السمة',
  'The name is at most 80 characters': 'الحد الأقصى للاسم 80 حرفًا',
  'The new theme is live.': 'السمة الجديدة مفعّلة الآن على الموقع.',
  'The theme is active again.': 'عادت السمة مفعّلة.',
  'User not found.': 'لم يُعثر على المستخدم.',
  'Role changed.': 'تم تغيير الدور.',
  'The user already has this role.': 'لهذا المستخدم هذا الدور بالفعل.',
  'Permissions saved.': 'حُفظت الصلاحيات.',
  'Account deactivated: every session of this user has ended.': 'عُطِّل الحساب: انتهت جميع جلسات هذا المستخدم.',
  'Account reactivated: the user can sign in again.': 'أُعيد تفعيل الحساب: يمكن للمستخدم تسجيل الدخول مجددًا.',
  'This account is already deactivated.': 'هذا الحساب معطّل بالفعل.',
  'This account is already active.': 'هذا الحساب مفعّل بالفعل.',
  'You cannot deactivate your own account.': 'لا يمكنك تعطيل حسابك الخاص.',
  'This is the last active super admin. Make another user super admin first, so someone can still run the site.':
    'هذا آخر مشرف أعلى نشط. يُرجى تعيين مستخدم آخر مشرفًا أعلى أولًا، كي يبقى هناك من يدير الموقع.',
  'A new verification link is on its way to their address.':
    'رابط تحقق جديد في طريقه إلى البريد الإلكتروني لصاحب الحساب.',
  'A password-reset link is on its way to their address.':
    'رابط إعادة تعيين كلمة المرور في طريقه إلى البريد الإلكتروني لصاحب الحساب.',
  'Every session of this user has ended: they sign in again on each device.':
    'انتهت جميع جلسات هذا المستخدم: سيلزم تسجيل الدخول من جديد على كل جهاز.',
  'This address is already verified.': 'هذا العنوان مُتحقَّق منه بالفعل.',
  'This account is deactivated: reactivate it first.': 'هذا الحساب معطّل: يُرجى إعادة تفعيله أولًا.',
  'To end your own sessions, change your password in Account settings.':
    'لإنهاء جلساتك الخاصة، يُرجى تغيير كلمة المرور من «إعدادات الحساب».',
  'Text cannot contain the NUL character.': 'لا يمكن أن يحتوي النص على المحرف NUL.',
  'Text cannot contain a broken character (half of a UTF-16 surrogate pair).':
    'لا يمكن أن يحتوي النص على محرف تالف (نصف زوج بديل في UTF-16).',
  'Please check all fields are filled correctly.': 'يُرجى التحقق من ملء جميع الحقول بشكل صحيح.',
  'Login failed': 'تعذّر تسجيل الدخول',
  'Registration failed': 'تعذّر إنشاء الحساب',
  'Please enter your email address': 'يُرجى إدخال عنوان بريدك الإلكتروني',
  'Please enter your password': 'يُرجى إدخال كلمة المرور',
  'First name is required': 'الاسم الأول مطلوب',
  'Last name is required': 'اسم العائلة مطلوب',
  'Phone number is required': 'رقم الهاتف مطلوب',
  'Please fill in all fields': 'يُرجى ملء جميع الحقول',
  'Passwords do not match': 'كلمتا المرور غير متطابقتين',
  'Password must be at least 8 characters long': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'Password must be at most 128 characters long': 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
  'This password is too common. Please choose one that is harder to guess.':
    'كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة مرور يصعب تخمينها.',
  'Password cannot be one character repeated. Please choose one that is harder to guess.':
    'لا يمكن أن تتكوّن كلمة المرور من حرف واحد مكرّر. يُرجى اختيار كلمة مرور يصعب تخمينها.',
  'Password cannot be a simple sequence such as 12345678, abcdefgh or qwertyui. Please choose one that is harder to guess.':
    'لا يمكن أن تكون كلمة المرور تسلسلًا بسيطًا مثل 12345678 أو abcdefgh أو qwertyui. يُرجى اختيار كلمة مرور يصعب تخمينها.',
  'Password cannot contain the part of your email address before the @.':
    'لا يمكن أن تحتوي كلمة المرور على الجزء الذي يسبق @ في عنوان بريدك الإلكتروني.',
  'Please enter your current password': 'يُرجى إدخال كلمة المرور الحالية',
  'Your current password is not correct.': 'كلمة المرور الحالية غير صحيحة.',
  'Your new password must be different from your current one.': 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
  'Your password has been changed. Your other sessions have been signed out.':
    'تم تغيير كلمة المرور، وسُجّل الخروج من جلساتك الأخرى.',
  'Failed to change password': 'تعذّر تغيير كلمة المرور',
  'Email cannot be changed. Please contact support.': 'لا يمكن تغيير البريد الإلكتروني. يُرجى التواصل مع فريق الدعم.',
  'Failed to send reset link': 'تعذّر إرسال رابط إعادة التعيين',
  'Password reset link sent to your email': 'أُرسل رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني',
  'Failed to reset password': 'تعذّرت إعادة تعيين كلمة المرور',
  'Password reset successful': 'تمت إعادة تعيين كلمة المرور بنجاح',
  'Failed to verify email. The link may be invalid or expired.':
    'تعذّر التحقق من البريد الإلكتروني. ربما يكون الرابط غير صالح أو منتهي الصلاحية.',
  'Profile updated successfully': 'تم تحديث الملف الشخصي بنجاح',
  'Failed to save changes': 'تعذّر حفظ التغييرات',
  'Failed to fetch profile data.': 'تعذّر تحميل بيانات الملف الشخصي.',
  'User not authenticated.': 'لم يتم التحقق من هوية المستخدم.',
  'Registration successful. Please check your email to verify your account.':
    'تم إنشاء الحساب بنجاح. يُرجى فتح بريدك الإلكتروني للتحقق من حسابك.',
  'Login successful': 'تم تسجيل الدخول بنجاح',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحين',
  'This account has been deactivated. Please contact support.': 'تم تعطيل هذا الحساب. يُرجى التواصل مع فريق الدعم.',
  'Your email address has been verified. You can now sign in.':
    'تم التحقق من عنوان بريدك الإلكتروني. يمكنك الآن تسجيل الدخول.',
  'This verification link is invalid or has expired.': 'رابط التحقق هذا غير صالح أو انتهت صلاحيته.',
  'If an account exists for that email address, a password reset link has been sent to it.':
    'إذا كان هناك حساب مرتبط بعنوان البريد الإلكتروني هذا، فقد أُرسل إليه رابط لإعادة تعيين كلمة المرور.',
  'This password reset link is invalid or has expired.': 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته.',
  'Your password has been reset. Please sign in with your new password.':
    'تمت إعادة تعيين كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.',
  'Your session has expired. Please sign in again.': 'انتهت جلستك. يُرجى تسجيل الدخول مجددًا.',
  'Session renewed': 'تم تجديد الجلسة',
  'Signed out': 'تم تسجيل الخروج',
  'A new verification link has been sent to your email address.': 'أُرسل رابط تحقق جديد إلى عنوان بريدك الإلكتروني.',
  'Your email address is already verified.': 'تم التحقق من عنوان بريدك الإلكتروني مسبقًا.',
  'You have been successfully signed out.': 'تم تسجيل خروجك بنجاح.',
  'You have been signed out due to inactivity.': 'تم تسجيل خروجك بسبب عدم النشاط.',
  'Your public profile can be set up once your registration is approved.':
    'يمكنكِ إعداد ملفك العام بعد الموافقة على تسجيلك.',
  'She has not agreed to a public profile.': 'لم توافق على نشر ملف عام لها.',
  'A public profile needs her headshot.': 'يتطلب الملف العام صورة وجهها.',
  'This delegate has no public profile.': 'لا يوجد ملف عام لهذه الممثلة.',
  'Your choices are saved. Staff will publish your profile.': 'حُفظت اختياراتك، وسينشر فريق العمل ملفك.',
  'Your public profile is withdrawn and no longer shown.': 'سُحب ملفك العام ولم يعد معروضًا.',
  'To-do added.': 'أُضيفت المهمة.',
  'To-do saved.': 'حُفظت المهمة.',
  'To-do deleted.': 'حُذفت المهمة.',
  'To-do not found.': 'لم يُعثر على المهمة.',
  'To-dos open once your registration is approved.': 'تُتاح المهام بعد الموافقة على تسجيلك.',
  'This to-do is not one of yours.': 'هذه المهمة ليست من مهامك.',
  'This to-do is not completed that way.': 'لا تُنجَز هذه المهمة بهذه الطريقة.',
  'Answer saved.': 'حُفظت الإجابة.',
  'Confirmed.': 'تم التأكيد.',
  'File uploaded.': 'تم رفع الملف.',
  'Delegate not found.': 'لم يُعثر على الممثلة.',
  'File not found.': 'لم يُعثر على الملف.',
  'This link has expired. Please reload the page to get a new one.':
    'انتهت صلاحية هذا الرابط. يُرجى إعادة تحميل الصفحة للحصول على رابط جديد.',
  'Give the to-do a title': 'يُرجى إعطاء المهمة عنوانًا',
  'At most 120 characters': '120 حرفًا كحد أقصى',
  'At most 2000 characters': '2000 حرف كحد أقصى',
  'Choose how it is completed': 'يُرجى اختيار طريقة إنجاز المهمة',
  'Give a deadline': 'يُرجى تحديد موعد نهائي',
  'Choose a continent, or all delegates': 'يُرجى اختيار قارة، أو جميع الممثلات',
  'Write your answer': 'اكتبي إجابتك',
  'At most 4000 characters': '4000 حرف كحد أقصى',
  'The weights of the segments must total exactly 100 %.': 'يجب أن يكون مجموع أوزان الفقرات 100% تمامًا.',
  'Notification not found.': 'لم يُعثر على الإشعار.',
  'This notification is already archived.': 'هذا الإشعار مؤرشف بالفعل.',
  'Notification marked as read': 'عُلِّم الإشعار كمقروء',
  'All notifications marked as read': 'عُلِّمت جميع الإشعارات كمقروءة',
  'Notification archived': 'أُرشف الإشعار',
  'Notification deleted': 'حُذف الإشعار',
  'System cooling down': 'النظام في فترة تهدئة قصيرة',
  'This code is not valid. Please check it and try again.': 'هذا الرمز غير صالح. تحقّقي منه وحاولي مرة أخرى.',
  'This code is no longer accepted.': 'لم يعد هذا الرمز مقبولًا.',
  'This code has expired.': 'انتهت صلاحية هذا الرمز.',
  'This code has been used as many times as it allows.': 'استُخدم هذا الرمز الحد الأقصى من المرات المسموح بها.',
  'You have already used this code.': 'لقد استخدمتِ هذا الرمز من قبل.',
  'This code does not apply to the registration fee’s currency.': 'لا ينطبق هذا الرمز على عملة رسوم التسجيل.',
  'Code applied.': 'تم تطبيق الرمز.',
  'Coupon code created.': 'أُنشئ رمز الخصم.',
  'Coupon code updated.': 'حُدِّث رمز الخصم.',
  'A coupon with this code exists already.': 'توجد بالفعل قسيمة خصم بهذا الرمز.',
  'The limit cannot be lower than the uses so far.': 'لا يمكن أن يكون الحد أقل من عدد مرات الاستخدام حتى الآن.',
  'No such coupon code.': 'رمز الخصم هذا غير موجود.',
  'Use 3 to 32 letters and digits': 'يُرجى استخدام ما بين 3 و32 من الأحرف والأرقام',
  'Enter a percentage or an amount off': 'يُرجى إدخال نسبة مئوية أو مبلغ خصم',
  'Enter a percentage or an amount off, not both': 'يُرجى إدخال نسبة مئوية أو مبلغ خصم، لا كليهما',
  'Payment initialization failed': 'تعذّر بدء عملية الدفع',
  'Invalid payment response': 'استجابة دفع غير صالحة',
  'Payment failed': 'فشلت عملية الدفع',
  'Payment processing failed': 'تعذّرت معالجة الدفع',
  'Payment verification failed': 'تعذّر التحقق من الدفع',
  'Your registration fee has already been paid. You can continue with your registration.':
    'رسوم تسجيلك مدفوعة بالفعل. يمكنكِ متابعة تسجيلك.',
  'Your registration fee was refunded, so a new payment cannot be started here. Please contact support if you wish to register again.':
    'استُردّت رسوم تسجيلك، لذا لا يمكن بدء دفعة جديدة من هنا. إن كنتِ ترغبين في التسجيل مجددًا، فتواصلي مع فريق الدعم.',
  'Payment successful. Thank you, your registration fee has been received.':
    'تم الدفع بنجاح. شكرًا لكِ، لقد تلقّينا رسوم تسجيلك.',
  'Your payment has not been completed yet. If you have just paid, please wait a moment and check again.':
    'لم تكتمل عملية الدفع بعد. إن كنتِ قد دفعتِ للتو، فانتظري لحظة ثم تحقّقي مجددًا.',
  'Your payment was declined and you have not been charged. Please try again.':
    'رُفضت عملية الدفع ولم يُخصم منكِ أي مبلغ. حاولي مرة أخرى.',
  'The payment did not match the registration fee, so it could not be accepted. Please contact support if you were charged.':
    'لم يطابق المبلغ المدفوع رسوم التسجيل، لذا تعذّر قبوله. إن خُصم منكِ أي مبلغ، فتواصلي مع فريق الدعم.',
  'This payment has been refunded.': 'تم استرداد هذه الدفعة.',
  'The payment provider could not be reached. Please try again in a moment.':
    'تعذّر الوصول إلى مزوّد الدفع. حاولي مرة أخرى بعد لحظات.',
  'The payment provider could not start this payment. Please try again later or contact support.':
    'لم يتمكّن مزوّد الدفع من بدء هذه الدفعة. حاولي مرة أخرى لاحقًا أو تواصلي مع فريق الدعم.',
  'Payment not found.': 'لم يُعثر على الدفعة.',
  'This payment does not belong to that order.': 'هذه الدفعة لا تخصّ ذلك الطلب.',
  'Invalid signature.': 'توقيع غير صالح.',
  'Event received.': 'تم استلام الحدث.',
  'There is no registration fee to pay.': 'لا توجد رسوم تسجيل مستحقة الدفع.',
  'This payment is not complete yet, so there is no receipt for it. A receipt is ready once it is paid.':
    'لم تكتمل هذه الدفعة بعد، لذا لا يوجد لها إيصال. يصبح الإيصال جاهزًا بمجرد إتمام الدفع.',
  'This payment did not go through and nothing was taken, so there is no receipt for it.':
    'لم تتم هذه الدفعة ولم يُخصم أي مبلغ، لذا لا يوجد لها إيصال.',
  'This payment could not be accepted and is being refunded in full, so there is no receipt for it.':
    'تعذّر قبول هذه الدفعة ويجري ردّها إليك كاملةً، لذا لا يوجد لها إيصال.',
  'The receipt could not be downloaded. Please try again.': 'تعذّر تنزيل الإيصال. حاولي مرة أخرى.',
  'The registration fee was waived by the organisers: no money was taken.':
    'أعفت اللجنة المنظمة من رسوم التسجيل: لم يُحصَّل أي مبلغ.',
  'We are preparing a copy of your data. We will e-mail you a link when it is ready.':
    'نُعِدّ الآن نسخة من بياناتك، وسنرسل إليك رابطها بالبريد الإلكتروني عندما تصبح جاهزة.',
  'A copy of your data is already being prepared.': 'يجري إعداد نسخة من بياناتك بالفعل.',
  'This download link has expired. Ask for a new copy of your data from Account settings.':
    'انتهت صلاحية رابط التنزيل هذا. يمكن طلب نسخة جديدة من بياناتك من «إعدادات الحساب».',
  'No such copy of your data.': 'نسخة البيانات هذه غير موجودة.',
  'Your request has been sent. Our team will erase your account and the data kept about you.':
    'أُرسل طلبك. سيحذف فريقنا حسابك والبيانات المحفوظة عنك.',
  'You have already asked for your account to be deleted.': 'طلب حذف حسابك مُقدَّم بالفعل.',
  'A back-office account cannot be deleted from here. Ask an administrator.':
    'لا يمكن حذف حساب في لوحة الإدارة من هنا. يُرجى طلب ذلك من أحد المسؤولين.',
  'No such request.': 'هذا الطلب غير موجود.',
  'The account has been erased.': 'حُذف الحساب نهائيًا.',
  'This account has already been erased.': 'سبق حذف هذا الحساب نهائيًا.',
  'She is named in published competition results, whose score sheet cannot change without breaking its proof, so this account cannot be erased.':
    'اسمها وارد في نتائج منشورة للمسابقة، ولا يمكن تغيير كشف الدرجات دون الإخلال بإثبات صحته، لذا لا يمكن حذف هذا الحساب.',
  'The retention rule is on: the daily job erases what it matches.':
    'قاعدة الاحتفاظ مفعّلة: تحذف العملية اليومية المجدولة كل ما يطابقها.',
  'The retention rule is off.': 'قاعدة الاحتفاظ معطّلة.',
  'What the rule would erase has changed since you checked. Check the new count before switching it on.':
    'تغيّر ما ستحذفه القاعدة منذ آخر فحص. يُرجى مراجعة العدد الجديد قبل تفعيلها.',
  'You must be at least 18 years old to participate. Please contact the organizers if you have questions about eligibility.':
    'يجب ألا يقل عمركِ عن 18 عامًا للمشاركة. إن كانت لديكِ أسئلة عن شروط الأهلية، فتواصلي مع المنظمين.',
  'Recommended age range is 20-26 years. You may still continue with your application.':
    'الفئة العمرية الموصى بها من 20 إلى 26 عامًا. ويمكنكِ مع ذلك متابعة طلب المشاركة.',
  'Your registration was changed in another tab or window. Your changes here are kept: reload to see the latest version.':
    'تغيّر تسجيلك في علامة تبويب أو نافذة أخرى. تغييراتك هنا محفوظة: أعيدي تحميل الصفحة لعرض أحدث نسخة.',
  'Your registration has been submitted and is locked. Start an edit to make changes.':
    'أُرسل تسجيلك وهو مقفل الآن. ابدئي تعديلًا لإجراء تغييرات.',
  'Please pay the registration fee before filling in the form.': 'ادفعي رسوم التسجيل قبل ملء الاستمارة.',
  'Edit session started': 'بدأت جلسة التعديل',
  'You have no edits remaining. Please contact support if you need to change your registration.':
    'لم يتبقَّ لكِ أي تعديل. إن احتجتِ إلى تغيير تسجيلك، فتواصلي مع فريق الدعم.',
  'An edit is already in progress. Update your registration to finish it.':
    'هناك تعديل جارٍ بالفعل. حدّثي تسجيلك لإنهائه.',
  'Your registration has not been submitted yet, so it can be changed without using an edit.':
    'لم يُرسَل تسجيلك بعد، لذا يمكن تغييره دون استخدام أي تعديل.',
  'Your registration is final and can no longer be edited. Please contact support to change it.':
    'تسجيلك نهائي ولم يعد من الممكن تعديله. تواصلي مع فريق الدعم لتغييره.',
  'Failed to start edit session': 'تعذّر بدء جلسة التعديل',
  'Registration submitted successfully': 'أُرسل التسجيل بنجاح',
  'Registration updated successfully': 'حُدِّث التسجيل بنجاح',
  'Please complete every required field before submitting.': 'املئي جميع الحقول المطلوبة قبل الإرسال.',
  'Your registration has already been submitted. Start an edit to change it.':
    'سبق إرسال تسجيلك. ابدئي تعديلًا لتغييره.',
  'Please pay the registration fee before submitting your registration.': 'ادفعي رسوم التسجيل قبل إرسال تسجيلك.',
  'There is no edit in progress. Start an edit before updating your registration.':
    'لا يوجد تعديل جارٍ. ابدئي تعديلًا قبل تحديث تسجيلك.',
  'Error: No participant ID found. Please refresh the page or contact support.':
    'خطأ: لم يُعثر على معرّف المشاركة. أعيدي تحميل الصفحة أو تواصلي مع فريق الدعم.',
  'Registration is currently closed.': 'التسجيل مغلق حاليًا.',
  'Date of birth is required': 'تاريخ الميلاد مطلوب',
  'Gender is required': 'الجنس مطلوب',
  'Nationality is required': 'الجنسية مطلوبة',
  'Country of residence is required': 'بلد الإقامة مطلوب',
  'Address is required': 'العنوان مطلوب',
  'Continent is required': 'القارة مطلوبة',
  'Height is required': 'الطول مطلوب',
  'Weight is required': 'الوزن مطلوب',
  'Hair color is required': 'لون الشعر مطلوب',
  'Eye color is required': 'لون العينين مطلوب',
  'Marital status is required': 'الحالة الاجتماعية مطلوبة',
  'Please indicate if you have children': 'حدّدي ما إذا كان لديكِ أطفال',
  'Occupation is required': 'المهنة مطلوبة',
  'At least one language is required': 'يلزم ذكر لغة واحدة على الأقل',
  'Education information is required': 'بيانات التعليم مطلوبة',
  'Platform cause is required': 'قضية مبادرتك مطلوبة',
  'Platform description is required': 'وصف مبادرتك مطلوب',
  'Instagram handle is required': 'اسم المستخدم على Instagram مطلوب',
  'Emergency contact name is required': 'اسم جهة الاتصال في حالات الطوارئ مطلوب',
  'Emergency contact relationship is required': 'صلتك بجهة الاتصال في حالات الطوارئ مطلوبة',
  'Emergency contact phone is required': 'رقم هاتف جهة الاتصال في حالات الطوارئ مطلوب',
  'Emergency contact email is required': 'البريد الإلكتروني لجهة الاتصال في حالات الطوارئ مطلوب',
  'Headshot is required': 'صورة الوجه مطلوبة',
  'Full body photo is required': 'الصورة بكامل الطول مطلوبة',
  'Birth certificate is required': 'شهادة الميلاد مطلوبة',
  'Please acknowledge the sponsorship requirement': 'يُرجى الإقرار بعلمكِ بشرط الرعاية',
  'You must accept the terms and conditions': 'يجب عليكِ قبول الشروط والأحكام',
  'You must confirm information accuracy': 'يجب عليكِ تأكيد صحة المعلومات',
  'Upload failed. Please try again.': 'تعذّر رفع الملف. حاولي مرة أخرى.',
  'Error: Please refresh the page and try again.': 'خطأ: أعيدي تحميل الصفحة وحاولي مرة أخرى.',
  'The file is empty.': 'الملف فارغ.',
  'The image could not be read. Please upload a complete JPEG, PNG or WebP file.':
    'تعذّرت قراءة الصورة. ارفعي ملف JPEG أو PNG أو WebP كاملًا.',
  'The video could not be read. Please upload a complete MP4, WebM or MOV file.':
    'تعذّرت قراءة الفيديو. ارفعي ملف MP4 أو WebM أو MOV كاملًا.',
  'Please choose a file to upload.': 'اختاري ملفًا لرفعه.',
  'Send the uploadType field before the file.': 'يجب إرسال الحقل uploadType قبل الملف.',
  'The upload is too large: files may be at most 200 MB.':
    'الملف المرفوع كبير جدًا: الحد الأقصى لحجم الملف 200 ميغابايت.',
  'This file is not a valid PDF. Please upload the original PDF document.':
    'هذا الملف ليس ملف PDF صالحًا. ارفعي مستند PDF الأصلي.',
  'This PDF also contains web page code and cannot be accepted. Please upload the original PDF document.':
    'يحتوي ملف PDF هذا أيضًا على شيفرة صفحات ويب، ولا يمكن قبوله. ارفعي مستند PDF الأصلي.',
  'This PDF contains active content (scripts, actions, embedded files or media) and cannot be accepted. Please upload a plain PDF, for example by printing the document to PDF.':
    'يحتوي ملف PDF هذا على محتوى نشط (نصوص برمجية أو إجراءات أو ملفات أو وسائط مضمّنة)، ولا يمكن قبوله. ارفعي ملف PDF عاديًا، مثلًا بطباعة المستند بصيغة PDF.',
  'This PDF is encrypted or compressed in a way that cannot be checked. Please upload an unprotected copy, for example by printing the document to PDF.':
    'ملف PDF هذا مشفّر أو مضغوط بطريقة لا يمكن فحصها. ارفعي نسخة غير محمية، مثلًا بطباعة المستند بصيغة PDF.',
  'The upload did not arrive whole. Please try again.': 'لم يصل الملف المرفوع كاملًا. حاولي مرة أخرى.',
  'Enter a full web address starting with https://': 'يُرجى إدخال عنوان ويب كامل يبدأ بـ https://',
  'Give the slide a title of at most 90 characters': 'يُرجى إعطاء الشريحة عنوانًا لا يتجاوز 90 حرفًا',
  'Keep the slide text between 1 and 320 characters': 'يجب أن يتراوح نص الشريحة بين 1 و320 حرفًا',
  'Write the announcement (at most 160 characters)': 'يُرجى كتابة الإعلان (160 حرفًا كحد أقصى)',
  'Give the link a label of at most 40 characters': 'يُرجى إعطاء الرابط تسمية لا تتجاوز 40 حرفًا',
  'Give the link a label': 'يُرجى إعطاء الرابط تسمية',
  'The announcement must end after it starts': 'يجب أن ينتهي الإعلان بعد بدايته',
  'Give the tier a name of at most 40 characters': 'يُرجى إعطاء فئة الرعاية اسمًا لا يتجاوز 40 حرفًا',
  'Keep the tagline to at most 60 characters': 'يجب ألا تتجاوز العبارة الترويجية 60 حرفًا',
  'Enter the price as a whole amount between 0 and 100,000,000, or leave it empty for "on request"':
    'يُرجى إدخال السعر مبلغًا صحيحًا بين 0 و100,000,000، أو ترك الحقل فارغًا لعرض «عند الطلب»',
  'Site content saved. The public pages show it now.': 'حُفظ محتوى الموقع، وهو يظهر الآن على الصفحات العامة.',
  "Your sponsorship inquiry has been sent. We'll be in touch soon.": 'أُرسل استفسارك بشأن الرعاية. سنتواصل معك قريبًا.',
  'Your message has been sent!': 'أُرسلت رسالتك!',
  'There was an error sending your message. Please try again.': 'حدث خطأ أثناء إرسال رسالتك. يُرجى المحاولة مرة أخرى.',
  'Sending...': 'جارٍ الإرسال...',
  'Please enter a valid phone number with its international code (for example +44 20 7946 0958)':
    'يُرجى إدخال رقم هاتف صالح مع رمزه الدولي (مثل +44 20 7946 0958)',
  'This vote does not exist.': 'هذا التصويت غير موجود.',
  'This vote has not opened yet. Come back when it opens.': 'لم يبدأ هذا التصويت بعد. يُرجى العودة عند افتتاحه.',
  'This vote has closed. Thank you for taking part.': 'انتهى هذا التصويت. شكرًا على مشاركتك.',
  'She is not in this vote.': 'ليست ضمن المشاركات في هذا التصويت.',
  'Confirm your e-mail address before you vote: open the link we sent when you signed up.':
    'يُرجى تأكيد عنوان بريدك الإلكتروني قبل التصويت، وذلك بفتح الرابط الذي أرسلناه عند إنشاء حسابك.',
  'Votes from temporary e-mail addresses are not counted. Sign up with the address you usually use to vote.':
    'لا تُحتسب الأصوات الواردة من عناوين بريد إلكتروني مؤقتة. للتصويت، يُرجى إنشاء حساب بعنوان بريدك المعتاد.',
  'You have used today’s free votes for her. Come back tomorrow to vote again.':
    'استُنفدت أصواتك المجانية لها اليوم. يمكنك التصويت لها مجددًا غدًا.',
  'Too many votes have come from your network today. Please try again tomorrow.':
    'وصل من شبكتك عدد كبير جدًا من الأصوات اليوم. يُرجى المحاولة مجددًا غدًا.',
  'Too many accounts have voted from this device today. Please try again tomorrow.':
    'صوّت عدد كبير جدًا من الحسابات من هذا الجهاز اليوم. يُرجى المحاولة مجددًا غدًا.',
  'Your browser could not be recognised. Reload the page and vote again.':
    'تعذّر التعرّف على متصفحك. يُرجى إعادة تحميل الصفحة والتصويت مجددًا.',
  'This vote was already sent for someone else. Please reload the page and vote again.':
    'أُرسل هذا الصوت بالفعل لمشاركة أخرى. يُرجى إعادة تحميل الصفحة والتصويت مجددًا.',
  'Thank you! Your vote is counted.': 'شكرًا لك! احتُسب صوتك.',
  'The count is kept private until the vote closes.': 'تبقى نتيجة العدّ سرّية حتى يُغلق التصويت.',
  'The votes are voided and no longer counted.': 'أُلغيت الأصوات ولم تعد تُحتسب.',
  'The vote is saved.': 'حُفظ التصويت.',
  'Another vote already uses this address.': 'هذا العنوان مستخدم بالفعل لتصويت آخر.',
  'The vote must close after it opens.': 'يجب أن يُغلق التصويت بعد افتتاحه.',
  'Only delegates with a published profile can be in a vote.':
    'لا يمكن أن تشارك في التصويت إلا الممثلات اللواتي لهن ملف عام منشور.',
  'Choose the round the vote advances delegates into.': 'يُرجى اختيار الجولة التي يؤهّل هذا التصويت الممثلات إليها.',
  'The result can be applied once the vote has closed.': 'يمكن تطبيق النتيجة بعد إغلاق التصويت.',
  'The delegates are added to the round.': 'أُضيفت الممثلات إلى الجولة.',
  'The result of this vote has already been applied.': 'سبق تطبيق نتيجة هذا التصويت.',
  'Vote packs are not on sale for this vote.': 'باقات الأصوات غير معروضة للبيع في هذا التصويت.',
  'Choose one of the vote packs on sale.': 'يُرجى اختيار إحدى باقات الأصوات المعروضة للبيع.',
  'This pack would take you over the paid votes one fan may buy in this vote. Choose a smaller pack, or keep voting with your free votes.':
    'هذه الباقة تتجاوز الحد الأقصى للأصوات المدفوعة التي يحق لكل شخص شراؤها في هذا التصويت. يُرجى اختيار باقة أصغر، أو مواصلة التصويت بأصواتك المجانية.',
  'She has received all the paid votes allowed in this vote. Your free votes still count for her.':
    'حصلت على جميع الأصوات المدفوعة المسموح بها في هذا التصويت، وما زالت أصواتك المجانية تُحتسب لها.',
  'You have no paid votes left in this vote. Buy a vote pack, or vote with your free votes.':
    'لم يتبقَّ لديك أي أصوات مدفوعة في هذا التصويت. يمكنك شراء باقة أصوات، أو التصويت بأصواتك المجانية.',
  'You have used today’s free votes for her. Buy a vote pack to keep voting, or come back tomorrow.':
    'استُنفدت أصواتك المجانية لها اليوم. يمكنك شراء باقة أصوات لمواصلة التصويت، أو العودة غدًا.',
  'The payment did not match the price of the pack, so it could not be accepted. Please contact support if you were charged.':
    'لم يطابق المبلغ المدفوع سعر الباقة، لذا تعذّر قبوله. إن خُصم منك أي مبلغ، فيُرجى التواصل مع فريق الدعم.',
  'Offer at least one pack, or turn paid voting off.': 'يُرجى عرض باقة واحدة على الأقل، أو إيقاف التصويت المدفوع.',
  'Each pack must have a different number of votes.': 'يجب أن يختلف عدد الأصوات في كل باقة عن الباقات الأخرى.',
  'Give a three-letter currency code such as USD.': 'يُرجى إدخال رمز عملة من ثلاثة أحرف، مثل USD.',
  'The request could not be understood.': 'تعذّر فهم الطلب.',
  'Please sign in to continue.': 'يُرجى تسجيل الدخول للمتابعة.',
  'You do not have permission to do that.': 'ليست لديك صلاحية للقيام بذلك.',
  'Not found.': 'لم يُعثر على المطلوب.',
  'Method not allowed.': 'طريقة الطلب غير مسموح بها.',
  'Not acceptable.': 'صيغة الرد المطلوبة غير متاحة.',
  'The request took too long.': 'استغرق الطلب وقتًا أطول من اللازم.',
  'The request conflicts with the current state.': 'يتعارض الطلب مع الحالة الراهنة.',
  'The request is too large.': 'حجم الطلب كبير جدًا.',
  'The address is too long.': 'العنوان طويل جدًا.',
  'Unsupported content type.': 'نوع المحتوى غير مدعوم.',
  'Too many requests. Please try again later.': 'عدد كبير جدًا من الطلبات. يُرجى المحاولة مجددًا لاحقًا.',
  'Something went wrong on our side. Please try again.': 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  'Please check the highlighted fields.': 'يُرجى مراجعة الحقول المميَّزة.',
  'Invalid value': 'قيمة غير صالحة',
  'The request body is not valid JSON.': 'محتوى الطلب ليس JSON صالحًا.',
  'The server is busy right now. Please try again in a moment.':
    'الخادم مشغول جدًا الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'You have no registration yet.': 'ليس لديكِ تسجيل بعد.',
  'Only an approved registration can be published.': 'لا يمكن نشر إلا التسجيل الذي تمت الموافقة عليه.',
  'Photo not found.': 'الصورة غير موجودة.',
  'The requested range cannot be served.': 'لا يمكن إرسال الجزء المطلوب من الملف.',
  'This payment was for an order you had replaced with a newer one, so it was not taken: it is being refunded to you in full.':
    'كان هذا الدفع لطلب استبدلتِه بطلب أحدث، لذلك لم يُحتسب: يجري ردّ المبلغ إليكِ كاملًا.',
  'Your registration fee had already been settled another way, so this payment was not taken: it is being refunded to you in full.':
    'سبقت تسوية رسوم تسجيلكِ بطريقة أخرى، لذلك لم يُحتسب هذا الدفع: يجري ردّ المبلغ إليكِ كاملًا.',
  'This pack would have taken you over the paid votes one fan may buy in this vote, so its votes were not added: it is being refunded to you in full.':
    'كانت هذه الباقة ستتجاوز بكِ عدد الأصوات المدفوعة التي يحق للمعجب شراؤها في هذا التصويت، لذلك لم تُضف أصواتها: يجري ردّ المبلغ إليكِ كاملًا.',
  'Your registration fee had already been paid, so this second payment was not taken: it is being refunded to you in full.':
    'سبق دفع رسوم تسجيلكِ، لذلك لم يُحتسب هذا الدفع الثاني: يجري ردّ المبلغ إليكِ كاملًا.',
  'Delegates cannot vote for themselves. You can vote for the other delegates.':
    'لا يحق للمندوبات التصويت لأنفسهن. يمكنكِ التصويت للمندوبات الأخريات.',
  'Staff accounts do not vote in fan votes.': 'لا تصوّت حسابات فريق العمل في تصويت الجمهور.',
  'Delegates in this vote cannot buy vote packs in it.': 'لا يحق لمندوبات هذا التصويت شراء باقات أصوات فيه.',
  'Staff accounts do not buy vote packs.': 'لا تشتري حسابات فريق العمل باقات أصوات.',
  'Please wait while your browser checks you are a person, then try again.':
    'يُرجى الانتظار حتى يتحقق متصفحك من أنك شخص حقيقي، ثم حاول مرة أخرى.',
  'The check that you are a person did not pass. Please try again.':
    'لم ينجح التحقق من أنك شخص حقيقي. يُرجى المحاولة مرة أخرى.',
  'Give a number of votes from 1 to 10,000.': 'أدخل عدد أصوات من 1 إلى 10000.',
};

export default catalogue;
