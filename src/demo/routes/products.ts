import type { DemoProduct, ProductAttrs, ProductType, ProductUnit } from '../admin/operation';
import { nextId } from '../db';
import { idsOf, int, isPlainObject, optionalInt, text, type Input } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb } from '../model';
import { paginate } from '../paging';
import { now } from '../time';

/** Product management (admin), all designed: sys/product/list, save (id 0 or absent = new), delete, status. */

const UNITS: readonly ProductUnit[] = ['1y', '1s', '1m', '1d', '1p'];
const TYPES: readonly ProductType[] = [1, 2, 3];
const ATTR_KEYS: readonly (keyof ProductAttrs)[] = ['recordLimit', 'minTtl', 'lineCount', 'qps'];

const productOf = (db: DemoDb, id: unknown): DemoProduct => {
    const product = db.products.find(row => row.id === int(id, NaN));
    if (!product) throw new DemoError('产品不存在');
    return product;
};

const attrsOf = (value: unknown): ProductAttrs => {
    let source: unknown = value;
    if (typeof value === 'string') {
        try {
            source = JSON.parse(value);
        } catch {
            throw new DemoError('产品特性格式不正确');
        }
    }
    const input = isPlainObject(source) ? source : {};
    const attrs = {} as ProductAttrs;
    for (const key of ATTR_KEYS) {
        const number = int(input[key], 0);
        if (number < 0) throw new DemoError('产品特性不能为负数');
        attrs[key] = number;
    }
    return attrs;
};

/** The fields of a save, checked as the server would. */
const fieldsOf = (db: DemoDb, input: Input, selfId: number | undefined) => {
    const productName = text(input.productName);
    if (!productName) throw new DemoError('产品名称不能为空');
    if (productName.length > 50) throw new DemoError('产品名称不能超过50个字');
    if (db.products.some(row => row.productName === productName && row.id !== selfId)) throw new DemoError('产品名称已存在');
    const price = text(input.productUnitPrice);
    if (!/^\d+$/.test(price) || !Number.isSafeInteger(Number(price))) throw new DemoError('产品单价必须是不小于0的整数（分）');
    const productUnit = text(input.productUnit) as ProductUnit;
    if (!UNITS.includes(productUnit)) throw new DemoError('计费单位不正确');
    const productType = int(input.productType, 1) as ProductType;
    if (!TYPES.includes(productType)) throw new DemoError('产品类型不正确');
    return {
        productName,
        productType,
        productUnitPrice: Number(price),
        productUnit,
        attrs: attrsOf(input.attrs),
        remark: text(input.remark).slice(0, 200),
        sort: int(input.sort, 0),
        status: (optionalInt(input.status) === 0 ? 0 : 1) as 0 | 1,
    };
};

export const productRoutes = [
    route.adminPost('sys/product/list', ({ db, input }) => {
        const name = text(input.productName).toLowerCase();
        const status = optionalInt(input.status);
        const rows = db.products.filter(row => (!name || row.productName.toLowerCase().includes(name)) && (status === undefined || row.status === status));
        return ok({ page: paginate(rows, input, { sidx: 'sort', order: 'asc', limit: 20 }) });
    }),

    route.adminPost('sys/product/save', ({ db, input }) => {
        const id = int(input.id, 0);
        if (id > 0) {
            const product = productOf(db, id);
            Object.assign(product, fieldsOf(db, input, id));
            return ok({ data: product });
        }
        const product: DemoProduct = { id: nextId(db.products), ...fieldsOf(db, input, undefined), createTime: now() };
        db.products.push(product);
        return ok({ data: product });
    }),

    route.adminPost('sys/product/delete', ({ db, input, body }) => {
        const ids = idsOf(Array.isArray(body) ? body : input);
        if (ids.length === 0) throw new DemoError('请选择要删除的产品');
        const used = db.consumes.find(consume => ids.includes(consume.productId) && consume.mode === 1);
        if (used) throw new DemoError(`产品「${used.productName}」有用户正在使用，不能删除，可先下架`);
        db.products = db.products.filter(row => !ids.includes(row.id));
        return ok();
    }),

    route.adminGet('sys/product/update/status/:id', ({ db, params }) => {
        const product = productOf(db, params.id);
        product.status = product.status === 1 ? 0 : 1;
        return ok({ data: product });
    }),
];
