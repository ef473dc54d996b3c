import type { Shape } from '../shape';

/** The real-name verification screen's messages: English and Chinese side by side. */
export const verificationEn = {
    title: 'Real-name verification',
    intro: 'Verify your identity with your name and second-generation ID card, the verification fee and a face check.',
    steps: { info: 'Identity', fee: 'Fee', face: 'Face check', done: 'Completed' },
    info: {
        realName: 'Real name',
        realNameHelp: 'As on your ID card: Chinese characters or letters, parts joined by ·',
        idNumber: 'ID card number',
        idNumberHelp: '18 characters, the last may be X',
        submit: 'Next',
        submitting: 'Submitting…',
    },
    validation: {
        realName: 'Enter your name as on the ID card: Chinese characters or letters, parts joined by ·',
        realNameRequired: 'Enter your real name',
        idCard: 'Invalid second-generation ID card number',
        idCardRequired: 'Enter your ID card number',
    },
    fee: {
        heading: 'Pay the verification fee',
        amount: 'Verification fee: %{amount}',
        who: '%{name} · %{idNumber}',
        order: 'Order %{orderId}',
        pay: 'Pay %{amount}',
        starting: 'Opening the payment…',
        edit: 'Change name or ID number',
        paid: 'Fee paid. Continue with the face check.',
    },
    face: {
        heading: 'Face check',
        intro: 'Choose an app, then scan the code with it and follow the steps on your phone.',
        method: 'Verify with',
        start: 'Start face check',
        starting: 'Starting…',
        scan: 'Scan with %{provider} to verify your face',
        codeLabel: 'Face check code',
        waiting: 'Waiting for the result…',
        failed: 'The face check did not pass. You can try again.',
        retry: 'Try again',
        other: 'Use another app',
    },
    method: { wechat: 'WeChat', alipay: 'Alipay', unknown: 'Unknown' },
    done: {
        heading: 'Real-name verification completed',
        name: 'Name',
        idNumber: 'ID card number',
        method: 'Verified with',
        time: 'Verified at',
        area: 'Area',
        back: 'Back to the console',
    },
};

export const verificationCn: Shape<typeof verificationEn> = {
    title: '实名认证',
    intro: '根据国家相关规定，使用本服务需完成实名认证：填写姓名与二代身份证号，支付认证费，再完成人脸识别。',
    steps: { info: '身份信息', fee: '支付认证费', face: '人脸识别', done: '认证完成' },
    info: {
        realName: '真实姓名',
        realNameHelp: '与身份证一致：中文或字母，少数民族姓名用 · 分隔',
        idNumber: '身份证号',
        idNumberHelp: '18 位二代身份证号，末位可为 X',
        submit: '下一步',
        submitting: '提交中…',
    },
    validation: {
        realName: '请输入与身份证一致的姓名：中文或字母，可用 · 分隔',
        realNameRequired: '请输入真实姓名',
        idCard: '二代身份证格式错误',
        idCardRequired: '请输入身份证号',
    },
    fee: {
        heading: '支付认证费',
        amount: '认证费：%{amount}',
        who: '%{name} · %{idNumber}',
        order: '订单号 %{orderId}',
        pay: '支付 %{amount}',
        starting: '正在发起支付…',
        edit: '修改姓名或身份证号',
        paid: '认证费已支付，请继续完成人脸识别。',
    },
    face: {
        heading: '人脸识别',
        intro: '选择认证方式，用对应的 App 扫码，并按手机上的提示完成人脸识别。',
        method: '认证方式',
        start: '开始人脸识别',
        starting: '正在发起…',
        scan: '请使用%{provider}扫码完成人脸识别',
        codeLabel: '人脸识别二维码',
        waiting: '等待认证结果…',
        failed: '人脸识别未通过，请重试。',
        retry: '重新认证',
        other: '换一种方式',
    },
    method: { wechat: '微信', alipay: '支付宝', unknown: '未知' },
    done: {
        heading: '实名认证已完成',
        name: '姓名',
        idNumber: '身份证号',
        method: '认证方式',
        time: '认证时间',
        area: '所属地区',
        back: '返回控制台',
    },
};

/** Field names of the resources these screens list (react-admin's resources.<name>.fields.*). */
export const verificationResourcesEn = {};

export const verificationResourcesCn: Shape<typeof verificationResourcesEn> = {};
